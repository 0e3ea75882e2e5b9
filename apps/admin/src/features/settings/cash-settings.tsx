import {
  cashOnDeliveryBodySchema,
  paiseToRupees,
  parseRupees,
  shopSettingsMessages,
  type CashOnDeliverySettings,
} from '@aurelle/contract';
import * as z from 'zod/mini';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import fieldStyles from '../../components/ui/field.module.css';
import formStyles from '../../components/ui/form.module.css';
import { FormActions } from '../../components/ui/form.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSubmitFeedback, useSchemaForm } from '../../lib/form.ts';
import { useCashOnDelivery, useUpdateCashOnDelivery } from './api.ts';
import { LoadedSettings } from './loaded-settings.tsx';
import { texts } from './texts.ts';

const t = texts.settings;

/** The cap in rupees as typed, checked by the contract's rule in paise (₹2,00,000 at most). */
const cashFormSchema = z.object({
  enabled: z.boolean(),
  cap: z.string().check((ctx) => {
    const checked = cashOnDeliveryBodySchema.shape.capPaise.safeParse(parseRupees(ctx.value));
    if (!checked.success)
      ctx.issues.push({
        code: 'custom',
        message: shopSettingsMessages.cashCapInvalid,
        input: ctx.value,
      });
  }),
});
type CashForm = z.infer<typeof cashFormSchema>;

const formOf = (settings: CashOnDeliverySettings): CashForm => ({
  enabled: settings.enabled,
  cap: paiseToRupees(settings.capPaise),
});

function Form({ settings, canWrite }: { settings: CashOnDeliverySettings; canWrite: boolean }) {
  const save = useUpdateCashOnDelivery();
  const { handleSubmit, setError, formState, reset, field, subscribe } = useSchemaForm(
    cashFormSchema,
    formOf(settings),
  );
  const { message, notice, submit } = useSubmitFeedback(setError, ['enabled', 'cap'], subscribe);
  const onValid = submit(async (typed: CashForm) => {
    const saved = await save.mutateAsync({
      body: { enabled: typed.enabled, capPaise: parseRupees(typed.cap) ?? 0 },
    });
    reset(formOf(saved));
    return t.cashSaved;
  });
  const { isSubmitting } = formState;
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <Checkbox
        label={t.cashEnabled}
        hint={t.cashEnabledHint}
        disabled={!canWrite}
        {...field('enabled')}
      />
      <TextField
        label={t.cashCap}
        inputMode="decimal"
        autoComplete="off"
        hint={t.cashCapHint}
        readOnly={!canWrite}
        {...field('cap')}
      />
      {canWrite ? (
        <FormActions label={t.saveCash} pending={isSubmitting} />
      ) : (
        <p className={fieldStyles.hint}>{t.readOnly}</p>
      )}
      <Notice>{notice}</Notice>
    </form>
  );
}

/**
 * "Cash on delivery": whether the shop's payment step offers it, and the order amount it is
 * offered under (the law's ₹2,00,000 at most). The shop follows at once.
 */
export function CashSettings({ canWrite }: { canWrite: boolean }) {
  const query = useCashOnDelivery();
  return (
    <LoadedSettings query={query}>
      {(settings) => <Form settings={settings} canWrite={canWrite} />}
    </LoadedSettings>
  );
}
