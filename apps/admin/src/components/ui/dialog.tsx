import { Dialog } from 'radix-ui';
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

/** A modal dialog (Radix): focus stays inside, Escape and the close button close it. */
export function Modal({ open, onOpenChange, title, description, trigger, children }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={texts.dialog.close}>
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </Dialog.Close>
          </div>
          {description && (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
  return (
    <div className={styles.actions}>
      <Dialog.Close asChild>
        <Button>{cancelLabel}</Button>
      </Dialog.Close>
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
