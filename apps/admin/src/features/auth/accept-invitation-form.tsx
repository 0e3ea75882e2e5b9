import type { AdminSession } from '@aurelle/contract';
import { useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { PasswordRule } from '../../components/password-rule.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { PasswordField, TextField } from '../../components/ui/text-field.tsx';
import { useSubmitFeedback, useSchemaForm } from '../../lib/form.ts';
import { acceptInvitationFormSchema } from '../../lib/password-forms.ts';
import { useAcceptInvitation } from './api.ts';
import { texts } from './texts.ts';

type Values = z.output<typeof acceptInvitationFormSchema>;

/** Name (as the owner wrote it) and a new password, typed twice; answers the new session. */
export function AcceptInvitationForm({
  token,
  name,
  onAccepted,
}: {
  token: string;
  name: string;
  onAccepted: (session: AdminSession) => void;
}) {
  const accept = useAcceptInvitation();
  const { handleSubmit, setError, formState, control, field, subscribe } = useSchemaForm(
    acceptInvitationFormSchema,
    { name, password: '', confirm: '' },
  );
  const password = useWatch({ control, name: 'password' });
  const { message, submit } = useSubmitFeedback(setError, ['name', 'password'], subscribe);
  const onValid = submit(async ({ name: newName, password: newPassword }: Values) => {
    onAccepted(await accept.mutateAsync({ body: { token, name: newName, password: newPassword } }));
  });
  const { isSubmitting } = formState;
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <TextField label={texts.invitation.name} autoComplete="name" {...field('name')} />
      <PasswordField
        label={texts.invitation.password}
        autoComplete="new-password"
        hint={<PasswordRule value={password} />}
        {...field('password')}
      />
      <PasswordField
        label={texts.invitation.confirm}
        autoComplete="new-password"
        {...field('confirm')}
      />
      <Button type="submit" variant="primary" block pending={isSubmitting}>
        {isSubmitting ? texts.invitation.submitting : texts.invitation.submit}
      </Button>
    </form>
  );
}
