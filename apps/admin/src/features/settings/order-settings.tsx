import {
  orderSettingsBodySchema,
  orderSettingsMessages,
  paiseToRupees,
  parseRupees,
  type OrderSettings,
} from '@aurelle/contract';
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

/**
 * The addresses as typed, separated by commas: empty means every active owner; otherwise the
 * contract's rule (each an address, five at most).
 * The hallmarking charge in rupees, as the contract takes it in paise.
 */
const orderSettingsFormSchema = z.object({
  notifyEmail: z.string().check((ctx) => {
    if (ctx.value.trim() === '') return;
    const checked = orderSettingsBodySchema.shape.notifyEmail.safeParse(ctx.value);
    const problem = checked.error?.issues[0]?.message;
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  }),
  hallmarkingCharge: z.string().check((ctx) => {
    const checked = orderSettingsBodySchema.shape.hallmarkingChargePaise.safeParse(
      parseRupees(ctx.value),
    );
    if (!checked.success)
      ctx.issues.push({
        code: 'custom',
        message: orderSettingsMessages.hallmarkingChargeInvalid,
        input: ctx.value,
      });
  }),
});
type OrderSettingsForm = z.infer<typeof orderSettingsFormSchema>;

const formOf = (settings: OrderSettings): OrderSettingsForm => ({
  notifyEmail: settings.notifyEmail ?? '',
  hallmarkingCharge: paiseToRupees(settings.hallmarkingChargePaise),
});

function Form({ settings, canWrite }: { settings: OrderSettings; canWrite: boolean }) {
  const save = useUpdateOrderSettings();
  const { handleSubmit, setError, formState, reset, field, subscribe } = useSchemaForm(
    orderSettingsFormSchema,
    formOf(settings),
  );
  const { message, notice, submit } = useSubmitFeedback(
    setError,
    ['notifyEmail', 'hallmarkingCharge'],
    subscribe,
  );
  const onValid = submit(async (typed: OrderSettingsForm) => {
    const saved = await save.mutateAsync({
      body: {
        notifyEmail: typed.notifyEmail.trim() === '' ? null : typed.notifyEmail.trim(),
        hallmarkingChargePaise: parseRupees(typed.hallmarkingCharge) ?? 0,
      },
    });
    reset(formOf(saved));
    return t.saved;
  });
  const { isSubmitting } = formState;
  const readOnly = (hint: string) => (canWrite ? hint : `${hint} ${t.readOnly}`);
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <TextField
        label={t.notifyEmail}
        type="email"
        multiple
        autoComplete="off"
        spellCheck={false}
        hint={readOnly(t.notifyEmailHint)}
        readOnly={!canWrite}
        {...field('notifyEmail')}
      />
      <TextField
        label={t.hallmarkingCharge}
        inputMode="decimal"
        autoComplete="off"
        hint={readOnly(t.hallmarkingChargeHint)}
        readOnly={!canWrite}
        {...field('hallmarkingCharge')}
      />
      {canWrite && <FormActions label={t.save} pending={isSubmitting} />}
      <Notice>{notice}</Notice>
    </form>
  );
}

/**
 * "Orders": where each new order is told (empty, every active owner), and the hallmarking charge
 * per piece the invoice shows on each hallmarked line.
 */
export function OrderSettings({ canWrite }: { canWrite: boolean }) {
  const query = useOrderSettings();
  return (
    <LoadedSettings query={query}>
      {(settings) => <Form settings={settings} canWrite={canWrite} />}
    </LoadedSettings>
  );
}
