import { Field } from '@aurelle/ui/field';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './field.module.css';

type Props = ComponentProps<'textarea'> & { label: string; hint?: ReactNode; error?: string };

/** A labelled multi-line text, with its rule and its error under it. */
export function TextArea({ label, hint, error, id, rows = 4, className, ...textarea }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error} look={styles}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={cx(styles.input, styles.textarea, className)}
          {...textarea}
        />
      )}
    </Field>
  );
}
