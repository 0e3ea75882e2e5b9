import { stockMessages } from '@aurelle/contract';
import * as z from 'zod/mini';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import formStyles from '../../components/ui/form.module.css';
import { FormActions } from '../../components/ui/form.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSubmitFeedback, useSchemaForm } from '../../lib/form.ts';
import { useSetLowStockThreshold } from './api.ts';
import { texts } from './texts.ts';

const t = texts.stock;

/** The threshold as typed: a whole number from 0 to 10000. */
const thresholdOf = (value: string): number | null => {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const lowAt = Number(trimmed);
  return lowAt <= 10_000 ? lowAt : null;
};

const thresholdFormSchema = z.object({
  lowStockAt: z
    .string()
    .check(z.refine((value) => thresholdOf(value) !== null, stockMessages.thresholdInvalid)),
});
type ThresholdForm = z.output<typeof thresholdFormSchema>;

/** The stock at or under which the product counts as low. */
export function ThresholdForm({
  productId,
  lowStockAt,
}: {
  productId: string;
  lowStockAt: number;
}) {
  const save = useSetLowStockThreshold();
  const { handleSubmit, setError, formState, reset, field, subscribe } = useSchemaForm(
    thresholdFormSchema,
    {
      lowStockAt: String(lowStockAt),
    },
  );
  const { message, notice, submit } = useSubmitFeedback(setError, ['lowStockAt'], subscribe);
  const onValid = submit(async (values: ThresholdForm) => {
    const level = await save.mutateAsync({
      params: { productId },
      body: { lowStockAt: thresholdOf(values.lowStockAt) ?? 0 },
    });
    reset({ lowStockAt: String(level.lowStockAt) });
    return t.thresholdSaved(level.lowStockAt);
  });
  const { isSubmitting } = formState;
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <TextField
        label={t.thresholdLabel}
        inputMode="numeric"
        autoComplete="off"
        hint={t.thresholdHint}
        {...field('lowStockAt')}
      />
      <FormActions label={t.saveThreshold} pending={isSubmitting} />
      <Notice>{notice}</Notice>
    </form>
  );
}
