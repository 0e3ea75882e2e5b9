import type { FormEventHandler, ReactNode } from 'react';
import { DialogForm, Modal } from '../../components/ui/dialog.tsx';
import { ProblemAlert } from './order-problem.tsx';
import type { OrderActionDialogState } from './use-order-action-dialog.ts';

/**
 * The dialog of an order action: its form, with the refusal above the fields. It shows while the
 * action is allowed, and stays while open if the action goes away meanwhile (someone else acted
 * first: 409), its submit button disabled, so its message can be read.
 */
export function OrderActionDialog({
  dialog,
  allowed,
  onOpen,
  title,
  description,
  trigger,
  onSubmit,
  submitLabel,
  variant,
  pending,
  cancelLabel,
  children,
}: {
  dialog: OrderActionDialogState;
  allowed: boolean;
  /** Sets the form back to its start each time the dialog opens. */
  onOpen: () => void;
  title: string;
  description: string;
  trigger: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  variant?: 'primary' | 'danger';
  pending: boolean;
  cancelLabel?: string;
  children: ReactNode;
}) {
  if (!allowed && !dialog.open) return null;
  return (
    <Modal
      open={dialog.open}
      onOpenChange={(next) => {
        dialog.setOpen(next);
        if (next) {
          onOpen();
          dialog.setProblem(null);
        }
      }}
      title={title}
      description={description}
      trigger={trigger}
    >
      <DialogForm
        onSubmit={onSubmit}
        submitLabel={submitLabel}
        variant={variant}
        pending={pending}
        disabled={!allowed}
        cancelLabel={cancelLabel}
      >
        <ProblemAlert problem={dialog.problem} />
        {children}
      </DialogForm>
    </Modal>
  );
}
