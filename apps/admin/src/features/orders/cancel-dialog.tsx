import { cancelOrderBodySchema, type AdminOrder, type CancelOrderBody } from '@aurelle/contract';
import { Button } from '../../components/ui/button.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { useSchemaForm } from '../../lib/form.ts';
import { formatPaise } from '../../lib/format.ts';
import { OrderActionDialog } from './order-action-dialog.tsx';
import { texts } from './texts.ts';
import { useOrderActionDialog } from './use-order-action-dialog.ts';

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
  const dialog = useOrderActionDialog('cancelOrder', order.id);
  const { handleSubmit, setError, formState, reset, field } = useSchemaForm(cancelOrderBodySchema, {
    reason: '',
  });
  const onValid = (body: CancelOrderBody) =>
    dialog.send({ body }, { setError, fieldOf: (key) => (key === 'reason' ? key : null) });
  const { isSubmitting } = formState;
  return (
    <OrderActionDialog
      dialog={dialog}
      allowed={allowed}
      onOpen={() => reset({ reason: '' })}
      title={t.title(order.orderNumber)}
      description={consequences(order)}
      trigger={<Button variant="danger">{t.button}</Button>}
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
      cancelLabel={t.keep}
    >
      <TextArea label={t.reason} hint={t.reasonHint} rows={3} {...field('reason')} />
    </OrderActionDialog>
  );
}
