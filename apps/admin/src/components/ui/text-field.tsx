import { Field } from '@aurelle/ui/field';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { texts } from '../../texts.ts';
import styles from './field.module.css';

type Props = ComponentProps<'input'> & {
  label: string;
  /** The field's rule, shown under it at all times. */
  hint?: ReactNode;
  error?: string;
};

/** A labelled input with its rule and its error under it, both read with the field (@aurelle/ui). */
export function TextField({ label, hint, error, id, className, ...input }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error} look={styles}>
      {(control) => <input {...control} className={className ?? styles.input} {...input} />}
    </Field>
  );
}

/** A rule a value meets or not yet, marked by a sign and its words, never by colour alone. */
export function RuleHint({ met, children }: { met: boolean; children: ReactNode }) {
  return (
    <span className={styles.rule} data-met={met}>
      <span className={styles.ruleMark} aria-hidden="true">
        {met ? '✓' : '○'}
      </span>
      {children}
    </span>
  );
}

/** A password input with a button that shows what was typed. */
export function PasswordField(props: Omit<Props, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.withButton}>
      <TextField {...props} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className={styles.reveal}
        aria-pressed={shown}
        aria-label={shown ? texts.password.hide : texts.password.show}
        onClick={() => setShown((value) => !value)}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path
            d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z"
            stroke="currentColor"
            strokeWidth="1.5"
          />
          <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.5" />
          {shown && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.5" />}
        </svg>
      </button>
    </div>
  );
}
