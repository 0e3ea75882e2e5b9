import { ApiError } from '@aurelle/client';
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { env } from '../../../config/env.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { refreshAfter } from '../../../lib/refresh.ts';
import { newIdempotencyKey } from '../../../lib/use-api.ts';
import { notify } from '../../../lib/notify.ts';
import { addOrder, createPayment, verifyPayment } from '../api/payment-api.ts';
import { orderBody, type OrderChoice } from '../utils/order-body.ts';
import { openCheckout } from '../utils/provider-checkout.ts';

/** How a Place Order ended: an order placed (cash) or paid (card), or the customer still paying. */
export type PlaceOutcome = 'placed' | 'paid' | 'stopped';

/**
 * Place Order (spec §4 order placement). Cash: the order is placed. Card: the order, then the
 * provider's order, then its checkout, then the verification. One key per attempt: a double click,
 * a retry after a lost answer, or paying again after closing the provider's window sends the same
 * key for the same order, so the API answers the order it already made (decision 0030); a change
 * of cart, address, coupon or method is a new attempt.
 */
export function usePlaceOrder() {
  const { t } = useTranslation();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const running = useRef(false);
  const [placing, setPlacing] = useState(false);
  const client = useQueryClient();

  const keyFor = (body: string) => {
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    return attempt.current.key;
  };

  const payByCard = async (orderId: string, choice: OrderChoice): Promise<PlaceOutcome> => {
    const payment = await createPayment({ orderId });
    if (!payment.status) throw new Error(t('checkout.providerDown'));

    const outcome = await openCheckout({
      key: payment.key,
      amount: payment.amount,
      currency: payment.currency,
      providerOrderId: payment.orderId,
      name: env.brandName,
      description: t('checkout.paymentFor', { brand: env.brandName }),
      prefill: {
        name: choice.orderer.name,
        email: choice.orderer.email,
        contact: choice.orderer.phone,
      },
    });
    if (outcome.kind === 'dismissed') {
      notify(
        'error',
        outcome.failure === null
          ? t('checkout.dismissed')
          : outcome.failure
            ? t('checkout.failedWith', { reason: outcome.failure })
            : t('checkout.failed'),
      );
      return 'stopped';
    }
    try {
      await verifyPayment({ ...outcome.result, orderId });
    } catch {
      notify('error', t('checkout.verifyFailed'));
      return 'stopped';
    }
    return 'paid';
  };

  /**
   * `onOrdered` runs once the order is placed or paid, before spec §4's refresh of orders, cart,
   * profile and wishlist: the drawer clears the chosen coupon first, so the emptied cart is not
   * asked for again with a coupon it no longer meets.
   */
  const place = async (choice: OrderChoice, onOrdered: () => void): Promise<PlaceOutcome> => {
    if (running.current) return 'stopped';
    running.current = true;
    setPlacing(true);
    let ordered = false;
    try {
      const body = orderBody(choice);
      const idempotencyKey = keyFor(JSON.stringify(body));
      const order = await addOrder(body, idempotencyKey);
      ordered = true;
      const outcome = choice.method === 'POD' ? 'placed' : await payByCard(order.data._id, choice);
      if (outcome !== 'stopped') {
        attempt.current = null;
        notify('success', t('checkout.placed'));
        onOrdered();
      }
      return outcome;
    } catch (error) {
      const text =
        error instanceof ApiError
          ? errorMessage(error, t('messages.failed'))
          : error instanceof Error
            ? error.message
            : t('messages.failed');
      notify('error', text);
      return 'stopped';
    } finally {
      running.current = false;
      setPlacing(false);
      if (ordered) void refreshAfter(client, 'order');
    }
  };

  return { place, placing };
}
