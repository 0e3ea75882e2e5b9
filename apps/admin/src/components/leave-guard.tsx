import { useLeaveGuard } from '../lib/use-leave-guard.ts';
import { texts } from '../texts.ts';
import { ConfirmDialog } from './ui/dialog.tsx';

/**
 * Asks before a move to another screen loses what a form holds unsaved, and has the browser warn
 * before a reload or a closed tab; a form that saves resets, which lifts it. One per screen (the
 * router holds one blocker at a time).
 */
export function LeaveGuard({ dirty, body = texts.leave.body }: { dirty: boolean; body?: string }) {
  const { blocker } = useLeaveGuard(dirty);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={texts.leave.title}
      body={body}
      confirmLabel={texts.leave.confirm}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
