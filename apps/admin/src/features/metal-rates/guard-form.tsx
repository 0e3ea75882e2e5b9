import { metalMessages } from '@aurelle/contract';
import * as z from 'zod/mini';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import formStyles from '../../components/ui/form.module.css';
import { FormActions } from '../../components/ui/form.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSubmitFeedback, useSchemaForm } from '../../lib/form.ts';
import { useSetMetalGuard } from './api.ts';
import { texts } from './texts.ts';

const t = texts.metalRates;

/** A percentage as typed: from 0.5 to 50, at most one decimal. */
const percentOf = (value: string): number | null => {
  const trimmed = value.trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d)?$/.test(trimmed)) return null;
  const percent = Number(trimmed);
  return percent >= 0.5 && percent <= 50 ? percent : null;
};

const guardFormSchema = z.object({
  guardPercent: z
    .string()
    .check(z.refine((value) => percentOf(value) !== null, metalMessages.guardInvalid)),
});
type GuardForm = z.output<typeof guardFormSchema>;

/** The owner's guard: how far a price may move before new rates wait for a confirmation. */
export function GuardForm({ guardPercent }: { guardPercent: number }) {
  const save = useSetMetalGuard();
  const { handleSubmit, setError, formState, reset, field, subscribe } = useSchemaForm(
    guardFormSchema,
    {
      guardPercent: String(guardPercent),
    },
  );
  const { message, notice, submit } = useSubmitFeedback(setError, ['guardPercent'], subscribe);
  const onValid = submit(async (values: GuardForm) => {
    const saved = await save.mutateAsync({
      body: { guardPercent: percentOf(values.guardPercent) ?? guardPercent },
    });
    reset({ guardPercent: String(saved.guardPercent) });
    return t.guardSaved;
  });
  const { isSubmitting } = formState;
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <p className={formStyles.text}>{t.guardIntro}</p>
      <TextField
        label={t.guardPercent}
        hint={t.guardHint}
        inputMode="decimal"
        autoComplete="off"
        {...field('guardPercent')}
      />
      <FormActions label={t.saveGuard} pending={isSubmitting} variant="secondary" />
      <Notice>{notice}</Notice>
    </form>
  );
}
