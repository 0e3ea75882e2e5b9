import type { ReactNode } from 'react';
import { errorId, showsError, type FieldState } from './field-state.ts';
import styles from './form.module.css';

type Props = FieldState & {
  id: string;
  label: string;
  /** Spec §5: a required asterisk unless the field is marked not required. */
  required?: boolean;
  /** `label` names the control (`htmlFor`), or a group (a `legend`-like label by id). */
  labelFor?: 'control' | 'group';
  children: ReactNode;
  hint?: ReactNode;
};

/** A field's title, its control and its error under it. */
export function FieldFrame({
  id,
  label,
  required = true,
  labelFor = 'control',
  children,
  hint,
  ...state
}: Props) {
  const title = (
    <>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
  return (
    <div className={styles.field}>
      {labelFor === 'control' ? (
        <label htmlFor={id} className={styles.label}>
          {title}
        </label>
      ) : (
        <span id={`${id}-label`} className={styles.label}>
          {title}
        </span>
      )}
      {children}
      {hint}
      <p id={errorId(id)} className={styles.error} role="alert" aria-live="polite">
        {showsError(state) ? state.error : null}
      </p>
    </div>
  );
}
