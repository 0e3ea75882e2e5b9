import { orderSettingsBodySchema } from '@aurelle/contract';
import * as z from 'zod/mini';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import formStyles from '../../components/ui/form.module.css';
import { FormActions } from '../../components/ui/form.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSubmitFeedback, useSchemaForm } from '../../lib/form.ts';
import { useOrderSettings, useUpdateOrderSettings } from './api.ts';
import { LoadedSettings } from './loaded-settings.tsx';
import { texts } from './texts.ts';

const t = texts.settings;

/** The address as typed: empty means every active owner; otherwise the contract's e-mail rule. */
const orderSettingsFormSchema = z.object({
  notifyEmail: z.string().check((ctx) => {
    if (ctx.value.trim() === '') return;
    const checked = orderSettingsBodySchema.shape.notifyEmail.safeParse(ctx.value);
    const problem = checked.error?.issues[0]?.message;
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  }),
});
type OrderSettingsForm = { notifyEmail: string };

function Form({ notifyEmail, canWrite }: { notifyEmail: string; canWrite: boolean }) {
  const save = useUpdateOrderSettings();
  const { handleSubmit, setError, formState, reset, field } = useSchemaForm(
    orderSettingsFormSchema,
    { notifyEmail },
  );
  const { message, notice, submit } = useSubmitFeedback(setError, ['notifyEmail']);
  const onValid = submit(async ({ notifyEmail: typed }: OrderSettingsForm) => {
    const saved = await save.mutateAsync({
      body: { notifyEmail: typed.trim() === '' ? null : typed.trim() },
    });
    reset({ notifyEmail: saved.notifyEmail ?? '' });
    return t.saved;
  });
  const { isSubmitting } = formState;
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <TextField
        label={t.notifyEmail}
        type="email"
        autoComplete="off"
        spellCheck={false}
        hint={canWrite ? t.notifyEmailHint : `${t.notifyEmailHint} ${t.readOnly}`}
        readOnly={!canWrite}
        {...field('notifyEmail')}
      />
      {canWrite && <FormActions label={t.save} pending={isSubmitting} />}
      <Notice>{notice}</Notice>
    </form>
  );
}

/** "New-order e-mails": where each new order is told; empty, every active owner. */
export function OrderSettings({ canWrite }: { canWrite: boolean }) {
  const query = useOrderSettings();
  return (
    <LoadedSettings query={query}>
      {(settings) => <Form notifyEmail={settings.notifyEmail ?? ''} canWrite={canWrite} />}
    </LoadedSettings>
  );
}
