import { Dialog } from '@aurelle/ui/dialog';
import { useCloseDialog } from '@aurelle/ui/modal';
import type { FormEventHandler, ReactNode } from 'react';
import { texts } from '../../texts.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import styles from './dialog.module.css';

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The button that opens it, which gets the focus back when it closes. */
  trigger?: ReactNode;
  children: ReactNode;
};

/**
 * A modal dialog (@aurelle/ui): focus stays inside, Escape, the close button and a press outside
 * close it.
 */
export function Modal({ open, onOpenChange, title, description, trigger, children }: ModalProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      trigger={trigger}
      closeLabel={texts.dialog.close}
      closeOnOutsidePress
      look={styles}
    >
      {children}
    </Dialog>
  );
}

/**
 * The row of a dialog's buttons: Cancel first, the action last. `cancelLabel` words the way out
 * where "Cancel" would read as the action (cancelling an order).
 */
export function DialogActions({
  children,
  cancelLabel = texts.dialog.cancel,
}: {
  children: ReactNode;
  cancelLabel?: string;
}) {
  const close = useCloseDialog();
  return (
    <div className={styles.actions}>
      <Button onClick={close}>{cancelLabel}</Button>
      {children}
    </div>
  );
}

/**
 * A dialog's form: its fields (a refusal's message first), then Cancel and the submit button,
 * which shows progress while the form is sent.
 */
export function DialogForm({
  onSubmit,
  submitLabel,
  variant = 'primary',
  pending,
  disabled = false,
  cancelLabel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  variant?: 'primary' | 'danger';
  pending: boolean;
  disabled?: boolean;
  cancelLabel?: string;
  children: ReactNode;
}) {
  return (
    <form noValidate className={styles.form} onSubmit={onSubmit}>
      {children}
      <DialogActions cancelLabel={cancelLabel}>
        <Button type="submit" variant={variant} pending={pending} disabled={disabled}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

type ConfirmProps = {
  trigger?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What will happen, in a sentence or two. */
  body: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  error?: string | null;
  destructive?: boolean;
};

/** Asks once before an action that cannot be taken back by a click, saying what it does. */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  onConfirm,
  pending = false,
  error,
  destructive = true,
}: ConfirmProps) {
  return (
    <Modal
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={body}
    >
      {error && <Alert>{error}</Alert>}
      <DialogActions>
        <Button variant={destructive ? 'danger' : 'primary'} pending={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Modal>
  );
}
