import { variantMessages, type ProductVariants } from '@aurelle/contract';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogActions, Modal } from '../../components/ui/dialog.tsx';
import formStyles from '../../components/ui/form.module.css';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { formatCount } from '../../lib/format.ts';
import { useDialogForm } from '../../lib/form.ts';
import { useCountPerSize } from './api.ts';
import { texts } from './texts.ts';

const t = texts.variants;

const piecesOf = (text: string, most: number): number | null => {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const pieces = Number(trimmed);
  return pieces >= 1 && pieces <= most ? pieces : null;
};

const countFormSchema = (most: number) =>
  z.object({
    variantId: z.string().check(z.minLength(1, t.countVariant)),
    quantity: z
      .string()
      .check(z.refine((text) => piecesOf(text, most) !== null, t.countPiecesInvalid(most))),
    note: z.string().check(z.maxLength(500, variantMessages.noteLong)),
  });
type CountForm = z.output<ReturnType<typeof countFormSchema>>;

/** "Count per size": pieces not counted per size moved to the combination they are. */
export function CountPerSizeDialog({
  data,
  onCounted,
}: {
  data: ProductVariants;
  onCounted: (notice: string) => void;
}) {
  const count = useCountPerSize();
  const offered = data.variants.filter((variant) => variant.offered);
  const empty = { variantId: offered[0]?.id ?? '', quantity: '', note: '' };
  const { handleSubmit, formState, control, field, message, submit, open, setOpen, changeOpen } =
    useDialogForm(countFormSchema(data.notCounted), empty, ['variantId', 'quantity', 'note']);
  const onValid = submit(async (values: CountForm) => {
    const quantity = piecesOf(values.quantity, data.notCounted) ?? 0;
    const note = values.note.trim();
    await count.mutateAsync({
      params: { id: data.productId, variantId: values.variantId },
      body: { quantity, ...(note ? { note } : {}) },
    });
    setOpen(false);
    const label = offered.find((variant) => variant.id === values.variantId)?.label ?? '';
    onCounted(t.counted(quantity, label));
  });
  const { errors, isSubmitting } = formState;
  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={t.countTitle}
      description={t.countIntro(formatCount(data.notCounted))}
      trigger={<Button size="sm">{t.countPerSize}</Button>}
    >
      <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
        {message && <Alert>{message}</Alert>}
        <Controller
          control={control}
          name="variantId"
          render={({ field: select }) => (
            <SelectField
              label={t.countVariant}
              value={select.value}
              onValueChange={select.onChange}
              onBlur={select.onBlur}
              options={offered.map((variant) => ({
                value: variant.id,
                label: `${variant.label} (${formatCount(variant.stock)})`,
              }))}
              error={errors.variantId?.message}
            />
          )}
        />
        <TextField
          label={t.countPieces}
          inputMode="numeric"
          autoComplete="off"
          {...field('quantity')}
        />
        <TextField label={t.countNote} autoComplete="off" {...field('note')} />
        <DialogActions>
          <Button type="submit" variant="primary" pending={isSubmitting}>
            {t.countSave}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
