import { useId } from 'react';
import { ChevronIcon } from './icons.tsx';
import styles from './select-field.module.css';

type Option = { value: string; label: string };

type Props = {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  /** Label above a full-width control (drawers), or inline beside it (bars, footer). */
  layout?: 'inline' | 'block';
  hideLabel?: boolean;
  className?: string;
};

/** A styled native select: light, and accessible on every device. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  layout = 'inline',
  hideLabel,
  className,
}: Props) {
  const id = useId();
  const classes = [layout === 'block' ? styles.block : styles.field, className ?? ''].join(' ');
  return (
    <div className={classes}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <span className={styles.control}>
        <select
          id={id}
          className={styles.select}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronIcon className={styles.chevron} size={14} />
      </span>
    </div>
  );
}
