import { MANUAL_STOCK_REASONS, stockMessages } from '@aurelle/contract';
import { useWatch, type DefaultValues } from 'react-hook-form';
import * as z from 'zod/mini';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import formStyles from '../../components/ui/form.module.css';
import { FormActions } from '../../components/ui/form.tsx';
import { RadioGroup } from '../../components/ui/radio-group.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSubmitFeedback, useSchemaForm } from '../../lib/form.ts';
import { useAdjustStock } from './api.ts';
import styles from './stock.module.css';
import { texts } from './texts.ts';

const t = texts.stock;
const MAX_PIECES = 100_000;

/** Pieces as typed: a whole number from 1 to 100000 (the sign is the Add / Remove choice). */
const piecesOf = (value: string): number | null => {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const pieces = Number(trimmed);
  return pieces >= 1 && pieces <= MAX_PIECES ? pieces : null;
};

const adjustFormSchema = z.object({
  direction: z.enum(['add', 'remove']),
  change: z.string().check(z.refine((value) => piecesOf(value) !== null, t.piecesInvalid)),
  reason: z.enum(MANUAL_STOCK_REASONS, t.reasonRequired),
  note: z.string().check(z.maxLength(500, stockMessages.noteLong)),
});
type AdjustFormInput = z.input<typeof adjustFormSchema>;
type AdjustForm = z.output<typeof adjustFormSchema>;

const DIRECTIONS = [
  { value: 'add', label: t.add },
  { value: 'remove', label: t.remove },
] as const;
const REASONS = MANUAL_STOCK_REASONS.map((reason) => ({
  value: reason,
  label: texts.stockReasons[reason],
}));
/** No reason chosen: each adjustment says its own. */
const EMPTY: DefaultValues<AdjustFormInput> = { direction: 'add', change: '', note: '' };

/**
 * "Adjust stock": pieces in or out, with a reason and a note; the server keeps stock at 0 or
 * more. With `variantId`, that combination's stock (`stock` is its own); `onAdjusted` hears the
 * new stock (a dialog closes).
 */
export function AdjustStockForm({
  productId,
  variantId,
  stock,
  onAdjusted,
}: {
  productId: string;
  variantId?: string;
  stock: number;
  onAdjusted?: (stock: number) => void;
}) {
  const adjust = useAdjustStock();
  const { register, handleSubmit, setError, formState, reset, control, field, subscribe } =
    useSchemaForm(adjustFormSchema, EMPTY);
  const [direction, change] = useWatch({ control, name: ['direction', 'change'] });
  const pieces = piecesOf(change ?? '');
  const sign = direction === 'remove' ? -1 : 1;
  const { message, notice, submit } = useSubmitFeedback(
    setError,
    ['change', 'reason', 'note'],
    subscribe,
  );
  const onValid = submit(async (values: AdjustForm) => {
    const note = values.note.trim();
    const level = await adjust.mutateAsync({
      body: {
        productId,
        ...(variantId ? { variantId } : {}),
        change: (values.direction === 'remove' ? -1 : 1) * (piecesOf(values.change) ?? 0),
        reason: values.reason,
        ...(note ? { note } : {}),
      },
    });
    reset(EMPTY);
    onAdjusted?.(level.stock);
    return t.adjusted(level.stock);
  });
  const { errors, isSubmitting } = formState;
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <RadioGroup
        legend={t.direction}
        options={DIRECTIONS}
        field={register('direction')}
        error={errors.direction?.message}
        inline
      />
      <TextField
        label={t.pieces}
        inputMode="numeric"
        autoComplete="off"
        hint={
          pieces !== null && (
            <span className={styles.after}>{t.stockAfter(stock + sign * pieces)}</span>
          )
        }
        {...field('change')}
      />
      <RadioGroup
        legend={t.reason}
        options={REASONS}
        field={register('reason')}
        error={errors.reason?.message}
      />
      <TextField label={t.noteField} autoComplete="off" hint={t.noteHint} {...field('note')} />
      <FormActions label={t.saveAdjustment} pending={isSubmitting} />
      <Notice>{notice}</Notice>
    </form>
  );
}
