import { FieldNotes } from '@aurelle/ui/field';
import { describedBy } from '@aurelle/ui/field-ids';
import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '../../lib/cx.ts';
import fieldStyles from './field.module.css';
import styles from './radio-group.module.css';

export type RadioOption = { value: string; label: string };

type Props = {
  legend: string;
  options: readonly RadioOption[];
  /** The form's registration of the field, given to every radio. */
  field: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: string;
  /** Side by side (two short words), rather than one under the other. */
  inline?: boolean;
};

/**
 * A choice among a few options, all in view: native radios in a fieldset, so arrow keys move
 * between them and the legend names the group.
 */
export function RadioGroup({ legend, options, field, hint, error, inline = false }: Props) {
  const id = useId();
  return (
    <fieldset className={styles.group} aria-describedby={describedBy(id, hint, error)}>
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={cx(styles.options, inline && styles.inline)}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input type="radio" value={option.value} {...field} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldNotes id={id} hint={hint} error={error} look={fieldStyles} />
    </fieldset>
  );
}
