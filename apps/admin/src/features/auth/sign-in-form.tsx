import { signInBodySchema, type AdminSession, type SignInBody } from '@aurelle/contract';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { PasswordField, TextField } from '../../components/ui/text-field.tsx';
import { useSubmitFeedback, useSchemaForm } from '../../lib/form.ts';
import { useSignIn } from './api.ts';
import { texts } from './texts.ts';

/** E-mail and password; answers the session the server opened. */
export function SignInForm({ onSignedIn }: { onSignedIn: (session: AdminSession) => void }) {
  const signIn = useSignIn();
  const { handleSubmit, setError, formState, field, subscribe } = useSchemaForm(signInBodySchema, {
    email: '',
    password: '',
  });
  const { message, submit } = useSubmitFeedback(setError, ['email', 'password'], subscribe);
  const onValid = submit(async (body: SignInBody) => {
    onSignedIn(await signIn.mutateAsync({ body }));
  });
  const { isSubmitting } = formState;
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <TextField
        label={texts.signIn.email}
        type="email"
        autoComplete="username"
        spellCheck={false}
        {...field('email')}
      />
      <PasswordField
        label={texts.signIn.password}
        autoComplete="current-password"
        {...field('password')}
      />
      <Button type="submit" variant="primary" block pending={isSubmitting}>
        {isSubmitting ? texts.signIn.submitting : texts.signIn.submit}
      </Button>
    </form>
  );
}
