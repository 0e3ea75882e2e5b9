import { FieldNotes } from '@aurelle/ui/field';
import { describedBy } from '@aurelle/ui/field-ids';
import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './field.module.css';

type Props = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

/** A native checkbox with its label beside it, and its rule and error under it. */
export function Checkbox({ label, hint, error, id, ...input }: Props) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.check}>
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          {...input}
        />
        <span>{label}</span>
      </label>
      <FieldNotes id={inputId} hint={hint} error={error} look={styles} />
    </div>
  );
}
