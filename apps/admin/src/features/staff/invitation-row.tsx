import type { Invitation } from '@aurelle/contract';
import { useState } from 'react';
import { Email } from '../../components/email.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { formatShortDateTime } from '../../lib/format.ts';
import { useRevokeInvitation } from './api.ts';
import { texts } from './texts.ts';

/** A pending invitation, which an owner can withdraw. */
export function InvitationRow({
  invitation,
  canWrite,
  onDone,
}: {
  invitation: Invitation;
  canWrite: boolean;
  onDone: (notice: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeInvitation();
  return (
    <tr>
      <td data-label={texts.staff.email}>
        <span>
          <Email address={invitation.email} />
        </span>
      </td>
      <td data-label={texts.staff.role}>{texts.roles[invitation.role]}</td>
      <td data-label={texts.staff.expires} className={tableStyles.nowrap}>
        {formatShortDateTime(invitation.expiresAt)}
      </td>
      {canWrite && (
        <td data-label={texts.staff.actions}>
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="danger">
                {texts.staff.withdraw}
              </Button>
            }
            open={confirming}
            onOpenChange={(open) => {
              setConfirming(open);
              if (!open) revoke.reset();
            }}
            title={texts.staff.withdrawTitle(invitation.email)}
            body={texts.staff.withdrawBody}
            confirmLabel={texts.staff.withdraw}
            pending={revoke.isPending}
            error={revoke.error?.message}
            onConfirm={() =>
              revoke.mutate(
                { params: { id: invitation.id } },
                {
                  onSuccess: () => {
                    setConfirming(false);
                    onDone(texts.staff.withdrawn(invitation.email));
                  },
                },
              )
            }
          />
        </td>
      )}
    </tr>
  );
}
