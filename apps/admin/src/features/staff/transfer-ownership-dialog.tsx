import {
  transferOwnershipBodySchema,
  type StaffMember,
  type TransferOwnershipBody,
} from '@aurelle/contract';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { DialogActions, DialogForm, Modal } from '../../components/ui/dialog.tsx';
import formStyles from '../../components/ui/form.module.css';
import { FormSelect } from '../../components/ui/form-select.tsx';
import { PasswordField, TextField } from '../../components/ui/text-field.tsx';
import { paths } from '../../config/paths.ts';
import { useDialogForm } from '../../lib/form.ts';
import { useTransferOwnership } from './api.ts';
import { texts } from './texts.ts';

const t = texts.transferDialog;

type Props = {
  /** The other active owners, who may take the title. */
  owners: readonly StaffMember[];
  /** Whether the first owner has two-factor sign-in (the transfer needs a code from it). */
  hasTwoFactor: boolean;
  onTransferred: (name: string) => void;
};

/**
 * "Transfer ownership", offered to the first owner only: another active owner, then the first
 * owner's password and a current code. The server checks all of it again.
 */
export function TransferOwnershipDialog({ owners, hasTwoFactor, onTransferred }: Props) {
  const transfer = useTransferOwnership();
  const empty = { staffId: owners[0]?.id ?? '', password: '', code: '' };
  const { handleSubmit, formState, control, field, message, submit, open, setOpen, changeOpen } =
    useDialogForm(transferOwnershipBodySchema, empty, ['staffId', 'password', 'code']);
  const onValid = submit(async (body: TransferOwnershipBody) => {
    await transfer.mutateAsync({ body });
    setOpen(false);
    onTransferred(owners.find((owner) => owner.id === body.staffId)?.name ?? '');
  });
  const { isSubmitting } = formState;
  const ready = hasTwoFactor && owners.length > 0;
  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={t.title}
      description={t.description}
      trigger={<Button>{texts.staff.transfer}</Button>}
    >
      {ready ? (
        <DialogForm
          onSubmit={handleSubmit(onValid)}
          submitLabel={isSubmitting ? t.submitting : t.submit}
          pending={isSubmitting}
        >
          {message && <Alert>{message}</Alert>}
          <FormSelect
            control={control}
            name="staffId"
            label={t.to}
            options={owners.map((owner) => ({
              value: owner.id,
              label: owner.name,
              description: owner.email,
            }))}
          />
          <PasswordField
            label={t.password}
            autoComplete="current-password"
            {...field('password')}
          />
          <TextField
            label={t.code}
            hint={texts.secondFactor.codeHint}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            spellCheck={false}
            {...field('code', { setValueAs: (value: string) => value.replace(/\s/g, '') })}
          />
        </DialogForm>
      ) : (
        <>
          <p className={formStyles.text}>{hasTwoFactor ? t.noOtherOwner : t.twoFactorFirst}</p>
          <DialogActions cancelLabel={texts.dialog.close}>
            {!hasTwoFactor && (
              <ButtonLink to={paths.twoFactor} state={{ returnTo: paths.staff }} variant="primary">
                {t.setUpTwoFactor}
              </ButtonLink>
            )}
          </DialogActions>
        </>
      )}
    </Modal>
  );
}
