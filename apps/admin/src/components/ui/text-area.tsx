import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import { describedBy } from './described-by.ts';
import { FieldNotes } from './field-notes.tsx';
import styles from './field.module.css';

type Props = ComponentProps<'textarea'> & { label: string; hint?: ReactNode; error?: string };

/** A labelled multi-line text, with its rule and its error under it. */
export function TextArea({ label, hint, error, id, rows = 4, className, ...textarea }: Props) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={rows}
        className={cx(styles.input, styles.textarea, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...textarea}
      />
      <FieldNotes id={fieldId} hint={hint} error={error} />
    </div>
  );
}
