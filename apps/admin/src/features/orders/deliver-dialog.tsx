import { zodResolver } from '@hookform/resolvers/zod';
import {
  orderAdminMessages,
  paiseToRupees,
  parseRupees,
  rupees,
  type AdminOrder,
} from '@aurelle/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { AmountShown } from '../../components/ui/amount-shown.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogForm, Modal } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { formParseOptions } from '../../lib/form.ts';
import { texts } from '../../texts.ts';
import { ProblemAlert } from './order-problem.tsx';
import { problemOf, type Problem } from './problem.ts';
import { useOrderAction } from './use-orders.ts';

const t = texts.deliver;

/** Cash on delivery: the cash collected, in rupees as typed; required. */
const cashFormSchema = z.object({
  cashCollected: z.pipe(
    z.string().check(z.trim(), z.minLength(1, orderAdminMessages.cashRequired)),
    rupees(),
  ),
});
/** A paid order: nothing to fill in. */
const paidFormSchema = z.object({ cashCollected: z.string() });
type DeliverForm = { cashCollected: string };

/** Delivered: for cash on delivery, the cash collected (the total, when the role sees it). */
export function DeliverDialog({ order, allowed }: { order: AdminOrder; allowed: boolean }) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const deliver = useOrderAction('deliverOrder', order.id);
  const cash = order.paymentMethod === 'POD';
  const total = order.money?.total;
  const start = (): DeliverForm => ({
    cashCollected: cash && total !== undefined ? paiseToRupees(total) : '',
  });
  const { register, handleSubmit, setError, formState, reset, control } = useForm<DeliverForm>({
    resolver: zodResolver(cash ? cashFormSchema : paidFormSchema, formParseOptions),
    mode: 'onTouched',
    defaultValues: start(),
  });
  const typed = useWatch({ control, name: 'cashCollected' });
  const typedPaise = typed.trim() ? parseRupees(typed) : null;
  const onValid = async ({ cashCollected }: DeliverForm) => {
    setProblem(null);
    try {
      await deliver.run({ body: cash ? { cashCollected } : {} });
      setOpen(false);
    } catch (error) {
      setProblem(
        problemOf(error, setError, (key) => (cash && key === 'cashCollected' ? key : null)),
      );
    }
  };
  if (!allowed && !open) return null;
  const { errors, isSubmitting } = formState;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          reset(start());
          setProblem(null);
        }
      }}
      title={t.title(order.orderNumber)}
      description={cash ? t.cashIntro : t.intro}
      trigger={<Button variant="primary">{t.button}</Button>}
    >
      <DialogForm
        onSubmit={handleSubmit(onValid)}
        submitLabel={isSubmitting ? t.submitting : t.submit}
        pending={isSubmitting}
        // Someone else acted meanwhile (409): the order as it is now no longer allows it.
        disabled={!allowed}
      >
        <ProblemAlert problem={problem} />
        {cash && (
          <TextField
            label={t.cash}
            inputMode="decimal"
            autoComplete="off"
            hint={
              <>
                {typedPaise !== null && <AmountShown paise={typedPaise} />}
                {total !== undefined && <span> {t.cashPrefilled}</span>}
                {typedPaise === null && total === undefined && texts.rupees.hint}
              </>
            }
            error={errors.cashCollected?.message}
            {...register('cashCollected')}
          />
        )}
      </DialogForm>
    </Modal>
  );
}
