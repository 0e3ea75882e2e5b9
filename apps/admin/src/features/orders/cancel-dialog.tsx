import { zodResolver } from '@hookform/resolvers/zod';
import { cancelOrderBodySchema, type AdminOrder, type CancelOrderBody } from '@aurelle/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { DialogForm, Modal } from '../../components/ui/dialog.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { formParseOptions } from '../../lib/form.ts';
import { formatPaise } from '../../lib/format.ts';
import { useOrderAction } from './api.ts';
import { ProblemAlert } from './order-problem.tsx';
import { problemOf, type Problem } from './problem.ts';
import { texts } from './texts.ts';

const t = texts.cancel;

/** What cancelling does to this order, in a sentence or two. */
function consequences(order: AdminOrder): string {
  const paid = order.paymentMethod === 'razorpay' && order.paymentStatus === 'paid';
  if (!paid) return t.body;
  const money = order.money;
  return `${t.body} ${money ? t.paid(formatPaise(money.refundable)) : t.paidHidden}`;
}

/** Cancel, asked once with a reason: stock and coupon go back, a paid order is refunded. */
export function CancelDialog({ order, allowed }: { order: AdminOrder; allowed: boolean }) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const cancel = useOrderAction('cancelOrder', order.id);
  const { register, handleSubmit, setError, formState, reset } = useForm<
    CancelOrderBody,
    unknown,
    CancelOrderBody
  >({
    resolver: zodResolver(cancelOrderBodySchema, formParseOptions),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const onValid = async (body: CancelOrderBody) => {
    setProblem(null);
    try {
      await cancel.run({ body });
      setOpen(false);
    } catch (error) {
      setProblem(problemOf(error, setError, (key) => (key === 'reason' ? key : null)));
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
          reset({ reason: '' });
          setProblem(null);
        }
      }}
      title={t.title(order.orderNumber)}
      description={consequences(order)}
      trigger={<Button variant="danger">{t.button}</Button>}
    >
      <DialogForm
        onSubmit={handleSubmit(onValid)}
        submitLabel={
          isSubmitting
            ? t.submitting
            : // Cancelling a paid order moves money: the button says how much and where.
              order.money && order.money.refundable > 0
              ? t.submitRefund(
                  formatPaise(order.money.refundable),
                  texts.refund.to[order.money.refundTo],
                )
              : t.submit
        }
        variant="danger"
        pending={isSubmitting}
        // Someone else acted meanwhile (409): the order as it is now no longer allows it.
        disabled={!allowed}
        cancelLabel={t.keep}
      >
        <ProblemAlert problem={problem} />
        <TextArea
          label={t.reason}
          hint={t.reasonHint}
          rows={3}
          error={errors.reason?.message}
          {...register('reason')}
        />
      </DialogForm>
    </Modal>
  );
}
