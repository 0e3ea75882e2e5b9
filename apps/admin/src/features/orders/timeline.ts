import type { AdminOrderEvent, OrderEventKind } from '@aurelle/contract';
import { formatPaise } from '../../lib/format.ts';
import { texts } from './texts.ts';

const e = texts.orderEvents;

type Data = AdminOrderEvent['data'];

const text = (data: Data, key: string): string | undefined => {
  const value = data[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
};
const paise = (data: Data, key: string): number | undefined => {
  const value = data[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/** What the shopper does themselves; the rest with no staff member is the shop's own doing. */
const BY_CUSTOMER: readonly OrderEventKind[] = ['placed', 'paid', 'payment_failed'];

/** Who did it: the staff member, else the customer or the shop. */
export function actorOf(event: AdminOrderEvent): string {
  if (event.actor) return event.actor;
  return BY_CUSTOMER.includes(event.kind) ? texts.order.customerActor : texts.order.shopActor;
}

const withReason = (sentence: string, reason: string | undefined) =>
  reason ? e.because(sentence, reason) : sentence;

/**
 * One sentence for an event, from what its data holds. Amounts only where the role sees money
 * (`showMoney`); a note's text is shown apart, under its sentence.
 */
export function sentenceOf(event: AdminOrderEvent, showMoney: boolean): string {
  const { data } = event;
  const amount = showMoney ? paise(data, 'amount') : undefined;
  const money = amount === undefined ? undefined : formatPaise(amount);
  switch (event.kind) {
    case 'placed': {
      const method = text(data, 'paymentMethod');
      return method === 'POD' || method === 'razorpay'
        ? e.placedWith(texts.paymentMethods[method])
        : e.placed;
    }
    case 'paid': {
      const id = text(data, 'providerPaymentId');
      return id ? e.paidWith(id) : e.paid;
    }
    case 'payment_failed': {
      const reason = text(data, 'reason');
      return reason ? e.paymentFailedBecause(reason) : e.payment_failed;
    }
    case 'released':
      return e.released;
    case 'email_sent': {
      const template = text(data, 'template') ?? '';
      return e.email_sent(e.emailTemplates[template] ?? template);
    }
    case 'packed': {
      const huids = text(data, 'huids');
      return huids ? e.packedWith(huids) : e.packed;
    }
    case 'shipped': {
      const carrier = text(data, 'carrier');
      const number = text(data, 'trackingNumber');
      const invoice = text(data, 'invoice');
      const said = carrier && number ? e.shippedWith(carrier, number) : e.shipped;
      return invoice ? e.invoiced(said, invoice) : said;
    }
    case 'delivered': {
      // Cash collected is for everyone who handles the order, as is the amount to collect.
      const cash = paise(data, 'cashCollected');
      if (cash === undefined) return e.delivered;
      return withReason(e.deliveredCash(formatPaise(cash)), text(data, 'cashShortReason'));
    }
    case 'cancelled':
      return withReason(e.cancelled, text(data, 'reason'));
    case 'note':
      return e.note;
    case 'refund_requested':
      return withReason(
        money ? e.refundRequested(money) : e.refund_requested,
        text(data, 'reason'),
      );
    case 'refund_processed':
      return money ? e.refundProcessed(money) : e.refund_processed;
    case 'refund_failed':
      return withReason(money ? e.refundFailed(money) : e.refund_failed, text(data, 'reason'));
  }
}

/** A note's own words, shown under its sentence. */
export function noteOf(event: AdminOrderEvent): string | undefined {
  return event.kind === 'note' ? text(event.data, 'text') : undefined;
}
