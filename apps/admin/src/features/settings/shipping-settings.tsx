import {
  paiseToRupees,
  parseRupees,
  shippingSettingsBodySchema,
  shopSettingsMessages,
  type ShippingSettings as Shipping,
} from '@aurelle/contract';
import * as z from 'zod/mini';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import fieldStyles from '../../components/ui/field.module.css';
import formStyles from '../../components/ui/form.module.css';
import { FormActions } from '../../components/ui/form.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSubmitFeedback, useSchemaForm } from '../../lib/form.ts';
import { useShippingSettings, useUpdateShippingSettings } from './api.ts';
import { LoadedSettings } from './loaded-settings.tsx';
import { texts } from './texts.ts';

const t = texts.settings;

/** A rupee amount as typed, checked by the contract's rule for the same figure in paise. */
function rupeesBy(rule: z.ZodMiniType, message: string) {
  return z.string().check((ctx) => {
    if (!rule.safeParse(parseRupees(ctx.value)).success)
      ctx.issues.push({ code: 'custom', message, input: ctx.value });
  });
}

const shippingFormSchema = z.object({
  charge: rupeesBy(
    shippingSettingsBodySchema.shape.chargePaise,
    shopSettingsMessages.shippingChargeInvalid,
  ),
  freeFrom: rupeesBy(
    shippingSettingsBodySchema.shape.freeFromPaise,
    shopSettingsMessages.shippingFreeFromInvalid,
  ),
});
type ShippingForm = z.infer<typeof shippingFormSchema>;

const formOf = (settings: Shipping): ShippingForm => ({
  charge: paiseToRupees(settings.chargePaise),
  freeFrom: paiseToRupees(settings.freeFromPaise),
});

function Form({ settings, canWrite }: { settings: Shipping; canWrite: boolean }) {
  const save = useUpdateShippingSettings();
  const { handleSubmit, setError, formState, reset, field } = useSchemaForm(
    shippingFormSchema,
    formOf(settings),
  );
  const { message, notice, submit } = useSubmitFeedback(setError, ['charge', 'freeFrom']);
  const onValid = submit(async (typed: ShippingForm) => {
    const saved = await save.mutateAsync({
      body: {
        chargePaise: parseRupees(typed.charge) ?? 0,
        freeFromPaise: parseRupees(typed.freeFrom) ?? 0,
      },
    });
    reset(formOf(saved));
    return t.shippingSaved;
  });
  const { isSubmitting } = formState;
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <TextField
        label={t.shippingCharge}
        inputMode="decimal"
        autoComplete="off"
        hint={t.shippingChargeHint}
        readOnly={!canWrite}
        {...field('charge')}
      />
      <TextField
        label={t.shippingFreeFrom}
        inputMode="decimal"
        autoComplete="off"
        hint={t.shippingFreeFromHint}
        readOnly={!canWrite}
        {...field('freeFrom')}
      />
      {canWrite ? (
        <FormActions label={t.saveShipping} pending={isSubmitting} />
      ) : (
        <p className={fieldStyles.hint}>{t.readOnly}</p>
      )}
      <Notice>{notice}</Notice>
    </form>
  );
}

/**
 * "Shipping": free (a charge of 0), or a flat charge on orders whose pieces, after any coupon,
 * come to less than an amount. The shop's carts follow at once.
 */
export function ShippingSettings({ canWrite }: { canWrite: boolean }) {
  const query = useShippingSettings();
  return (
    <LoadedSettings query={query}>
      {(settings) => <Form settings={settings} canWrite={canWrite} />}
    </LoadedSettings>
  );
}
