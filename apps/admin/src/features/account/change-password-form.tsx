import { useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { PasswordRule } from '../../components/password-rule.tsx';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import formStyles from '../../components/ui/form.module.css';
import { FormActions } from '../../components/ui/form.tsx';
import { PasswordField } from '../../components/ui/text-field.tsx';
import { useSubmitFeedback, useSchemaForm } from '../../lib/form.ts';
import { changePasswordFormSchema } from '../../lib/password-forms.ts';
import { useChangePassword } from './api.ts';
import { texts } from './texts.ts';

const t = texts.account;
const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/** The current password, then the new one twice; the server ends the member's other sessions. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { handleSubmit, setError, formState, control, reset, field, subscribe } = useSchemaForm(
    changePasswordFormSchema,
    EMPTY,
  );
  const newPassword = useWatch({ control, name: 'newPassword' });
  const { message, notice, submit } = useSubmitFeedback(
    setError,
    ['currentPassword', 'newPassword'],
    subscribe,
  );
  const onValid = submit(
    async ({
      currentPassword,
      newPassword: password,
    }: z.output<typeof changePasswordFormSchema>) => {
      await change.mutateAsync({ body: { currentPassword, newPassword: password } });
      reset(EMPTY);
      return t.passwordChanged;
    },
  );
  const { isSubmitting } = formState;
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <Notice>{notice}</Notice>
      <PasswordField
        label={t.currentPassword}
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <PasswordField
        label={t.newPassword}
        autoComplete="new-password"
        hint={<PasswordRule value={newPassword} />}
        {...field('newPassword')}
      />
      <PasswordField label={t.confirmPassword} autoComplete="new-password" {...field('confirm')} />
      <FormActions label={t.changePassword} pendingLabel={t.changing} pending={isSubmitting} />
    </form>
  );
}
