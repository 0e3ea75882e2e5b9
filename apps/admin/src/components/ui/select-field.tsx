import { Field } from '@aurelle/ui/field';
import { Select } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import fieldStyles from './field.module.css';
import styles from './select-field.module.css';

export type SelectOption = { value: string; label: string; description?: string };

type Props = {
  label: string;
  /** Keeps the label for screen readers only (a select in a table row). */
  hideLabel?: boolean;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
  name?: string;
  size?: 'md' | 'sm';
  onBlur?: () => void;
  /** Shown while no option is chosen (`value` ''). */
  placeholder?: string;
};

/** A labelled choice among a few options (Radix Select), each with an optional line under it. */
export function SelectField({
  label,
  hideLabel = false,
  value,
  onValueChange,
  options,
  hint,
  error,
  disabled,
  name,
  size = 'md',
  onBlur,
  placeholder,
}: Props) {
  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} error={error} look={fieldStyles}>
      {(control) => (
        <Select.Root value={value} onValueChange={onValueChange} disabled={disabled} name={name}>
          <Select.Trigger
            {...control}
            className={cx(styles.trigger, size === 'sm' && styles.small)}
            onBlur={onBlur}
          >
            <Select.Value placeholder={placeholder} />
            <Select.Icon className={styles.icon}>
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                <path
                  d="M2.5 4.5 6 8l3.5-3.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                />
              </svg>
            </Select.Icon>
          </Select.Trigger>
          <Select.Portal>
            <Select.Content className={styles.content} position="popper" sideOffset={4}>
              <Select.Viewport className={styles.viewport}>
                {options.map((option) => (
                  <Select.Item
                    key={option.value}
                    value={option.value}
                    className={styles.item}
                    // With a line under it, the option is named by all its text (label and line),
                    // as it reads on screen; Radix would name it by the label alone.
                    {...(option.description ? { 'aria-labelledby': undefined } : {})}
                  >
                    <Select.ItemText>{option.label}</Select.ItemText>
                    {option.description && (
                      <span className={styles.description}>{option.description}</span>
                    )}
                    <Select.ItemIndicator className={styles.indicator}>✓</Select.ItemIndicator>
                  </Select.Item>
                ))}
              </Select.Viewport>
            </Select.Content>
          </Select.Portal>
        </Select.Root>
      )}
    </Field>
  );
}
