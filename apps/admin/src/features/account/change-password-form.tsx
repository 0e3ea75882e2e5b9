import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { PasswordRule } from '../../components/password-rule.tsx';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { PasswordField } from '../../components/ui/text-field.tsx';
import { formParseOptions, showServerErrors } from '../../lib/form.ts';
import { changePasswordFormSchema } from '../../lib/password-forms.ts';
import { useChangePassword } from './api.ts';
import { texts } from './texts.ts';

const t = texts.account;
const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/** The current password, then the new one twice; the server ends the member's other sessions. */
export function ChangePasswordForm() {
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const change = useChangePassword();
  const { register, handleSubmit, setError, formState, control, reset } = useForm({
    resolver: zodResolver(changePasswordFormSchema, formParseOptions),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const onValid = async ({
    currentPassword,
    newPassword: password,
  }: z.output<typeof changePasswordFormSchema>) => {
    setMessage(null);
    setDone(false);
    try {
      await change.mutateAsync({ body: { currentPassword, newPassword: password } });
      reset(EMPTY);
      setDone(true);
    } catch (error) {
      setMessage(showServerErrors(error, setError, ['currentPassword', 'newPassword']));
    }
  };
  const { errors, isSubmitting } = formState;
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <Notice>{done ? t.passwordChanged : ''}</Notice>
      <PasswordField
        label={t.currentPassword}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label={t.newPassword}
        autoComplete="new-password"
        hint={<PasswordRule value={newPassword} />}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label={t.confirmPassword}
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <div className={formStyles.actions}>
        <Button type="submit" variant="primary" pending={isSubmitting}>
          {isSubmitting ? t.changing : t.changePassword}
        </Button>
      </div>
    </form>
  );
}
