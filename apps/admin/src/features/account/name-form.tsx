import { accountNameBodySchema, type AccountNameBody } from '@aurelle/contract';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import formStyles from '../../components/ui/form.module.css';
import { FormActions } from '../../components/ui/form.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSchemaForm, useSubmitFeedback } from '../../lib/form.ts';
import { useChangeAccountName } from './api.ts';
import { texts } from './texts.ts';

const t = texts.account;

/** One's own name: invitations one sends say "<name> invites you", and the audit log shows it. */
export function NameForm({ name }: { name: string }) {
  const change = useChangeAccountName();
  const { handleSubmit, setError, formState, reset, field, subscribe } = useSchemaForm(
    accountNameBodySchema,
    { name },
  );
  const { message, notice, submit } = useSubmitFeedback(setError, ['name'], subscribe);
  const onValid = submit(async (body: AccountNameBody) => {
    const saved = await change.mutateAsync({ body });
    reset({ name: saved.name });
    return t.nameSaved;
  });
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <TextField label={t.name} hint={t.nameHint} autoComplete="name" {...field('name')} />
      <FormActions
        label={t.saveName}
        pendingLabel={texts.form.saving}
        pending={formState.isSubmitting}
      />
      <Notice>{notice}</Notice>
    </form>
  );
}
