import type { ReactNode } from 'react';
import { texts } from '../../texts.ts';
import { Button } from './button.tsx';
import styles from './form.module.css';

/**
 * The end of a one-column form: its submit button, which shows progress and `pendingLabel`
 * ("Saving…" unless said) while the form is sent, then any other actions.
 */
export function FormActions({
  label,
  pending,
  pendingLabel = texts.form.saving,
  variant = 'primary',
  children,
}: {
  label: string;
  pending: boolean;
  pendingLabel?: string;
  variant?: 'primary' | 'secondary';
  children?: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      <Button type="submit" variant={variant} pending={pending}>
        {pending ? pendingLabel : label}
      </Button>
      {children}
    </div>
  );
}
