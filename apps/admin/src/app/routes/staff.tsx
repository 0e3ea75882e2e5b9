import { useState } from 'react';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Page, Section } from '../../components/ui/page.tsx';
import { DataTable, TableSkeleton } from '../../components/ui/table.tsx';
import { useStaffList } from '../../features/staff/api.ts';
import { InvitationRow } from '../../features/staff/invitation-row.tsx';
import { InviteDialog } from '../../features/staff/invite-dialog.tsx';
import { StaffRow } from '../../features/staff/staff-row.tsx';
import { texts } from '../../features/staff/texts.ts';
import { TransferOwnershipDialog } from '../../features/staff/transfer-ownership-dialog.tsx';
import { can, useStaffSession } from '../../lib/session.ts';

const t = texts.staff;

/**
 * Staff accounts and pending invitations; an owner invites, changes roles, deactivates; the
 * first owner may hand that title to another owner.
 */
export function StaffScreen() {
  const session = useStaffSession();
  const canWrite = can(session, 'staff:write');
  const list = useStaffList();
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const done = (text: string) => {
    setProblem('');
    setNotice(text);
  };
  const failed = (text: string) => {
    setNotice('');
    setProblem(text);
  };
  const accountColumns = [t.name, t.email, t.role, t.twoFactor, t.status, t.lastSignIn];
  const invitationColumns = [t.email, t.role, t.expires];
  const otherOwners =
    list.data?.staff.filter(
      (member) => member.role === 'owner' && member.active && member.id !== session.staff.id,
    ) ?? [];
  return (
    <Page
      title={t.title}
      actions={
        canWrite && (
          <>
            {session.staff.firstOwner && list.data && (
              <TransferOwnershipDialog
                owners={otherOwners}
                hasTwoFactor={session.staff.twoFactor}
                onTransferred={(name) => done(t.transferred(name))}
              />
            )}
            <InviteDialog
              pending={list.data?.invitations ?? []}
              onInvited={(email) => done(t.invited(email))}
            />
          </>
        )
      }
    >
      <Notice>{notice}</Notice>
      {problem && <Alert>{problem}</Alert>}
      {list.isError && <Alert>{list.error.message}</Alert>}
      <Section title={t.accounts}>
        {list.isPending && <TableSkeleton />}
        {list.data && (
          <DataTable
            label={t.accountsLabel}
            columns={canWrite ? [...accountColumns, t.actions] : accountColumns}
            isEmpty={list.data.staff.length === 0}
            empty={t.noStaff}
          >
            {list.data.staff.map((member) => (
              <StaffRow
                key={member.id}
                member={member}
                locked={list.data.locked?.includes(member.id)}
                isSelf={member.id === session.staff.id}
                canWrite={canWrite}
                onDone={done}
                onProblem={failed}
              />
            ))}
          </DataTable>
        )}
      </Section>
      <Section title={t.invitations}>
        {list.isPending && <TableSkeleton rows={2} />}
        {list.data && (
          <DataTable
            label={t.invitationsLabel}
            columns={canWrite ? [...invitationColumns, t.actions] : invitationColumns}
            isEmpty={list.data.invitations.length === 0}
            empty={t.noInvitations}
          >
            {list.data.invitations.map((invitation) => (
              <InvitationRow
                key={invitation.id}
                invitation={invitation}
                canWrite={canWrite}
                onDone={done}
              />
            ))}
          </DataTable>
        )}
      </Section>
    </Page>
  );
}
