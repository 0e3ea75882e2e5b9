import {
  format,
  lineOptionWords,
  messagesFor,
  type Language,
  type Messages,
  type Money,
  type RateTable,
} from '@aurelle/contract';
import {
  composeEmail,
  renderEmail,
  type ComposedEmail,
  type EmailBlock,
  type EmailContent,
  type EmailLine,
  type Site,
} from './order-email-frame.ts';
import type { OrderEmailTemplate } from './order-email.repository.ts';
import { addressOf, orderMoney } from './order-view.ts';
import type { OrderLineRow, OrderRefundRow, OrderRow } from './order.repository.ts';

export type OrderEmailInput = {
  order: OrderRow;
  lines: readonly OrderLineRow[];
  /** The HUIDs packed for each line, by line id (shipped and delivered e-mails name them). */
  huids?: ReadonlyMap<string, readonly string[]>;
  /** The refund a `refunded` e-mail is about. */
  refund?: OrderRefundRow;
  /** The number of the GST invoice a `shipped` e-mail carries. */
  invoice?: string;
  name: string;
  rates: RateTable;
  site: Site;
};

type Context = OrderEmailInput & {
  lang: Language;
  t: Messages['order'];
  money: Money;
  number: string;
};

/** Each line with its picture; its price and its hallmark HUIDs when the e-mail shows them. */
function emailLines(
  c: Context,
  show: { prices?: boolean; huids?: boolean; quantities?: ReadonlyMap<string, number> } = {},
): EmailLine[] {
  return c.lines.flatMap((line) => {
    const quantity = show.quantities ? show.quantities.get(line.id) : line.quantity;
    if (!quantity) return [];
    return [
      {
        name: line.name,
        image: line.images[0],
        variant: lineOptionWords(line.variants, c.lang).join(' · '),
        quantity,
        quantityText: format(c.t.emailQuantity, { n: quantity }),
        ...(show.prices ? { price: c.money.format(line.unitPrice * quantity) } : {}),
        notes: show.huids
          ? (c.huids?.get(line.id) ?? []).map((huid) => format(c.t.emailHallmark, { huid }))
          : [],
      },
    ];
  });
}

/** Where the order goes, as the customer gave it. */
function deliverTo(c: Context): EmailBlock {
  const a = addressOf(c.order);
  const values = [
    a.name,
    a.address1,
    a.address2,
    `${a.city}, ${a.state} ${a.zipCode}`,
    a.country,
    a.phone,
  ].filter(Boolean) as string[];
  return { kind: 'facts', label: c.t.emailDeliverTo, values };
}

const paymentMethod = (c: Context) =>
  c.order.paymentMethod === 'POD' ? c.t.methodCash : c.t.methodCard;

/** What each template says. */
const TEMPLATES: Record<OrderEmailTemplate, (c: Context) => Omit<EmailContent, 'lang' | 'site'>> = {
  confirmation(c) {
    const { t, money, order, number, name } = c;
    return {
      subject: format(t.emailSubject, { brand: c.site.brandName, number }),
      title: t.emailTitle,
      head: [{ kind: 'text', text: format(t.emailIntro, { name, number }) }],
      lines: emailLines(c, { prices: true }),
      foot: [
        {
          kind: 'totals',
          rows: [
            [t.emailSubtotal, money.format(order.subtotal)],
            ...(order.discount > 0
              ? [[t.emailDiscount, `− ${money.format(order.discount)}`] as [string, string]]
              : []),
            ...(order.shippingCost > 0
              ? [[t.emailShipping, money.format(order.shippingCost)] as [string, string]]
              : []),
            [t.emailTotal, money.format(order.total)],
          ],
          note: format(t.emailGst, { amount: money.format(order.gst) }),
        },
        deliverTo(c),
        { kind: 'facts', label: t.emailPayment, values: [paymentMethod(c)] },
      ],
    };
  },

  shipped(c) {
    const { order, number, name } = c;
    const t = c.t.emailShipped;
    const tracking: EmailBlock[] =
      order.carrier && order.trackingNumber
        ? [
            { kind: 'facts', label: t.carrier, values: [order.carrier] },
            { kind: 'facts', label: t.trackingNumber, values: [order.trackingNumber] },
          ]
        : [];
    const url = order.trackingUrl && /^https?:\/\//.test(order.trackingUrl) && order.trackingUrl;
    return {
      subject: format(t.subject, { number }),
      title: t.title,
      head: [
        { kind: 'text', text: format(t.intro, { name, number }) },
        ...tracking,
        ...(url ? [{ kind: 'button', label: t.track, href: url } as const] : []),
        ...(c.invoice
          ? [{ kind: 'text', text: format(t.invoice, { invoice: c.invoice }) } as const]
          : []),
      ],
      lines: emailLines(c, { huids: true }),
      foot: [deliverTo(c)],
    };
  },

  delivered(c) {
    const t = c.t.emailDelivered;
    return {
      subject: format(t.subject, { number: c.number }),
      title: t.title,
      head: [{ kind: 'text', text: format(t.intro, { name: c.name, number: c.number }) }],
      lines: emailLines(c, { huids: true }),
      foot: [],
    };
  },

  cancelled(c) {
    const { order, money, number, name } = c;
    const t = c.t.emailCancelled;
    // Paid by card: the whole of it goes back; cash on delivery (never shipped) was never paid.
    const after =
      order.paymentStatus === 'paid'
        ? format(t.refund, { amount: money.format(order.total) })
        : t.nothingDue;
    return {
      subject: format(t.subject, { number }),
      title: t.title,
      head: [
        { kind: 'text', text: format(t.intro, { name, number }) },
        { kind: 'text', text: after },
      ],
      lines: emailLines(c, { prices: true }),
      foot: [{ kind: 'totals', rows: [[c.t.emailTotal, money.format(order.total)]] }],
    };
  },

  refunded(c) {
    const { refund, money, number, name } = c;
    if (!refund) throw new Error('order e-mail refunded: no refund given');
    const t = c.t.emailRefunded;
    const amount = money.format(refund.amount);
    const intro = refund.status === 'processed' ? t.processed : t.pending;
    return {
      subject: format(t.subject, { number }),
      title: t.title,
      head: [
        { kind: 'text', text: format(intro, { name, number, amount }) },
        // Cash is paid back by hand; a card, UPI or bank payment goes back where it came from.
        {
          kind: 'text',
          text:
            refund.method !== 'cash'
              ? t.toAccount
              : refund.status === 'processed'
                ? t.cashProcessed
                : t.cashPending,
        },
      ],
      // A refund by line names the lines refunded; one of an amount names none.
      linesLabel: t.lines,
      lines: emailLines(c, {
        quantities: new Map(refund.lines.map((line) => [line.lineId, line.quantity])),
      }),
      foot: [
        { kind: 'totals', rows: [[c.t.emailTotal, money.format(c.order.total)]] },
        { kind: 'facts', label: c.t.emailPayment, values: [paymentMethod(c)] },
      ],
    };
  },
};

/**
 * An order e-mail's parts in the customer's language (`orders.language`): MJML with slots,
 * values, text.
 */
export function composeOrderEmail(
  template: OrderEmailTemplate,
  input: OrderEmailInput,
): ComposedEmail {
  const lang: Language = input.order.language === 'fr' ? 'fr' : 'en';
  const c: Context = {
    ...input,
    lang,
    t: messagesFor(lang).order,
    money: orderMoney(input.order, input.rates, lang),
    number: input.order.orderNumber,
  };
  return composeEmail({ lang, site: input.site, ...TEMPLATES[template](c) });
}

/** An order e-mail (docs/decisions/0033): MJML → HTML, and the same content as text. */
export function renderOrderEmail(template: OrderEmailTemplate, input: OrderEmailInput) {
  return renderEmail(composeOrderEmail(template, input));
}
