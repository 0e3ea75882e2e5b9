import type { StaffMember, StaffRole } from '@aurelle/contract';
import { useState } from 'react';
import { Email } from '../../components/email.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Chip } from '../../components/ui/chip.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { formatShortDateTime } from '../../lib/format.ts';
import { useUnlockStaff, useUpdateStaff } from './api.ts';
import { roleLabels } from './roles.ts';
import { texts } from './texts.ts';

type Props = {
  member: StaffMember;
  /** Locked after wrong sign-ins this hour: the owner may unlock. */
  locked?: boolean;
  /** The signed-in member's own row: no actions on it. */
  isSelf: boolean;
  canWrite: boolean;
  onDone: (notice: string) => void;
  onProblem: (message: string) => void;
};

/**
 * One staff account: its role (changeable), its states as chips, and deactivate / reactivate.
 * The first owner's row offers neither: nobody else may change it (the server refuses too).
 */
export function StaffRow({ member, locked = false, isSelf, canWrite, onDone, onProblem }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [unlocking, setUnlocking] = useState(false);
  const unlock = useUnlockStaff();
  const onUnlock = () =>
    unlock.mutate(
      { params: { id: member.id } },
      {
        onSuccess: () => {
          setUnlocking(false);
          onDone(texts.staff.nowUnlocked(member.name));
        },
      },
    );
  const changeRole = useUpdateStaff();
  const changeActive = useUpdateStaff();
  const editable = canWrite && !isSelf && !member.firstOwner;
  const shownRole = changeRole.isPending
    ? (changeRole.variables.body.role ?? member.role)
    : member.role;
  const setRole = (role: StaffRole) =>
    changeRole.mutate(
      { params: { id: member.id }, body: { role } },
      {
        onSuccess: (updated) =>
          onDone(texts.staff.roleChanged(updated.name, texts.roles[updated.role])),
        onError: (error) => onProblem(error.message),
      },
    );
  const setActive = () =>
    changeActive.mutate(
      { params: { id: member.id }, body: { active: !member.active } },
      {
        onSuccess: (updated) => {
          setConfirming(false);
          onDone(
            updated.active
              ? texts.staff.nowReactivated(updated.name)
              : texts.staff.nowDeactivated(updated.name),
          );
        },
      },
    );
  return (
    <tr>
      <td data-label={texts.staff.name}>
        <span className={tableStyles.stack}>
          <span>{member.name}</span>
          {member.firstOwner && <Chip tone="off">{texts.staff.firstOwner}</Chip>}
          {isSelf && <Chip tone="off">{texts.staff.you}</Chip>}
        </span>
      </td>
      <td data-label={texts.staff.email}>
        <span>
          <Email address={member.email} />
        </span>
      </td>
      <td data-label={texts.staff.role}>
        {editable ? (
          <SelectField
            label={texts.staff.roleOf(member.name)}
            hideLabel
            size="sm"
            value={shownRole}
            onValueChange={(role) => setRole(role as StaffRole)}
            options={roleLabels}
            disabled={changeRole.isPending}
          />
        ) : (
          texts.roles[member.role]
        )}
      </td>
      <td data-label={texts.staff.twoFactor}>
        {member.twoFactor ? (
          <Chip tone="ok">{texts.staff.on}</Chip>
        ) : (
          <Chip tone="warn">{texts.staff.off}</Chip>
        )}
      </td>
      <td data-label={texts.staff.status}>
        <span className={tableStyles.stack}>
          {member.active ? (
            <Chip tone="ok">{texts.staff.active}</Chip>
          ) : (
            <Chip tone="off">{texts.staff.deactivated}</Chip>
          )}
          {locked && <Chip tone="error">{texts.staff.locked}</Chip>}
        </span>
      </td>
      <td data-label={texts.staff.lastSignIn} className={tableStyles.nowrap}>
        {member.lastSignInAt ? formatShortDateTime(member.lastSignInAt) : texts.staff.never}
      </td>
      {canWrite && (
        <td data-label={texts.staff.actions}>
          <span className={tableStyles.actions}>
            {locked && !isSelf && (
              <ConfirmDialog
                trigger={<Button size="sm">{texts.staff.unlock}</Button>}
                open={unlocking}
                onOpenChange={(open) => {
                  setUnlocking(open);
                  if (!open) unlock.reset();
                }}
                title={texts.staff.unlockTitle(member.name)}
                body={texts.staff.unlockBody}
                confirmLabel={texts.staff.unlock}
                destructive={false}
                pending={unlock.isPending}
                error={unlock.error?.message}
                onConfirm={onUnlock}
              />
            )}
            {editable && (
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant={member.active ? 'danger' : 'secondary'}>
                    {member.active ? texts.staff.deactivate : texts.staff.reactivate}
                  </Button>
                }
                open={confirming}
                onOpenChange={(open) => {
                  setConfirming(open);
                  if (!open) changeActive.reset();
                }}
                title={
                  member.active
                    ? texts.staff.deactivateTitle(member.name)
                    : texts.staff.reactivateTitle(member.name)
                }
                body={member.active ? texts.staff.deactivateBody : texts.staff.reactivateBody}
                confirmLabel={member.active ? texts.staff.deactivate : texts.staff.reactivate}
                destructive={member.active}
                pending={changeActive.isPending}
                error={changeActive.error?.message}
                onConfirm={setActive}
              />
            )}
          </span>
        </td>
      )}
    </tr>
  );
}
