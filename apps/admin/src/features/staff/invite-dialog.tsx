import {
  inviteBodySchema,
  type Invitation,
  type InviteBody,
  type StaffRole,
} from '@aurelle/contract';
import { Controller, useWatch } from 'react-hook-form';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogActions, Modal } from '../../components/ui/dialog.tsx';
import formStyles from '../../components/ui/form.module.css';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useDialogForm } from '../../lib/form.ts';
import { useStaffSession } from '../../lib/session.ts';
import { useInvite } from './api.ts';
import { roleOptions } from './roles.ts';
import { texts } from './texts.ts';

/** The least a new colleague can do, until the owner chooses otherwise. */
const DEFAULT_ROLE: StaffRole = 'fulfilment';
const EMPTY = { email: '', name: '', role: DEFAULT_ROLE };

/**
 * "Invite": a dialog asking a colleague's e-mail, name and role. An address with an invitation
 * pending is told before sending that the new one replaces it (its link stops working).
 */
export function InviteDialog({
  pending,
  onInvited,
}: {
  /** The invitations pending now (the staff list's). */
  pending: readonly Invitation[];
  onInvited: (email: string) => void;
}) {
  // Only an owner invites an owner (the server refuses anyone else).
  const isOwner = useStaffSession().staff.role === 'owner';
  const roles = isOwner ? roleOptions : roleOptions.filter((option) => option.value !== 'owner');
  const invite = useInvite();
  const { handleSubmit, formState, control, field, message, submit, open, setOpen, changeOpen } =
    useDialogForm(inviteBodySchema, EMPTY, ['email', 'name', 'role']);
  const email = useWatch({ control, name: 'email' }).trim().toLowerCase();
  const replaces = email ? pending.find((invitation) => invitation.email === email) : undefined;
  const onValid = submit(async (body: InviteBody) => {
    const invitation = await invite.mutateAsync({ body });
    setOpen(false);
    onInvited(invitation.email);
  });
  const { errors, isSubmitting } = formState;
  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={texts.inviteDialog.title}
      description={texts.inviteDialog.description}
      trigger={<Button variant="primary">{texts.staff.invite}</Button>}
    >
      <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
        {message && <Alert>{message}</Alert>}
        <TextField
          label={texts.inviteDialog.email}
          type="email"
          autoComplete="off"
          spellCheck={false}
          {...field('email')}
        />
        <Notice>{replaces ? texts.inviteDialog.replaces(replaces.invitedBy) : ''}</Notice>
        <TextField label={texts.inviteDialog.name} autoComplete="off" {...field('name')} />
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <SelectField
              label={texts.inviteDialog.role}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              options={roles}
              hint={texts.roleDescriptions[field.value]}
              error={errors.role?.message}
            />
          )}
        />
        <DialogActions>
          <Button type="submit" variant="primary" pending={isSubmitting}>
            {isSubmitting ? texts.inviteDialog.submitting : texts.inviteDialog.submit}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
