import { describe, expect, it } from 'vitest';
import type { RateTable } from '@aurelle/contract';
import { directHtml, emailSite, orderRow } from '../../../test/order-email-fixtures.ts';
import type { OrderLineRow, OrderRefundRow, OrderRow } from './order.repository.ts';
import { renderOrderEmail, type OrderEmailInput } from './order-email.ts';
import type { OrderEmailTemplate } from './order-email.repository.ts';

const rates: RateTable = new Map([
  ['INR', { code: 'INR', symbol: '₹', fractionDigits: 0, rate: 1 }],
  ['EUR', { code: 'EUR', symbol: '€', fractionDigits: 2, rate: 0.02 }],
]);
const order = (over: Partial<OrderRow> = {}) =>
  orderRow({
    orderNumber: 'AU-100123',
    paymentMethod: 'razorpay',
    paymentStatus: 'paid',
    status: 'Shipped',
    subtotal: 2_06_000_00,
    total: 2_06_000_00,
    gst: 6_000_00,
    carrier: 'Blue Dart',
    trackingNumber: 'BD 1234-5678',
    trackingUrl: 'https://track.example/parcel?id=BD12345678&lang=en',
    ...over,
  });

const halo = {
  id: 'l1',
  name: 'Halo ring',
  images: ['/media/halo.webp'],
  variants: [{ optionValue: '14' }],
  quantity: 2,
  unitPrice: 1_03_000_00,
} as OrderLineRow;
const studs = {
  id: 'l2',
  name: 'Studs <b>& "pearls"</b>',
  images: [],
  variants: [],
  quantity: 1,
  unitPrice: 0,
} as unknown as OrderLineRow;

const refund = (over: Partial<OrderRefundRow> = {}): OrderRefundRow => ({
  id: 'r1',
  orderId: 'o1',
  amount: 1_03_000_00,
  method: 'provider',
  status: 'processed',
  lines: [{ lineId: 'l1', quantity: 1 }],
  createdAt: new Date('2031-03-05T09:00:00Z'),
  processedAt: new Date('2031-03-05T09:00:00Z'),
  ...over,
});

const input = (over: Partial<OrderEmailInput> = {}): OrderEmailInput => ({
  order: order(),
  lines: [halo],
  huids: new Map([['l1', ['AB12CD', 'EF34GH']]]),
  refund: refund(),
  name: 'Asha',
  rates,
  site: emailSite,
  ...over,
});

const french = (over: Partial<OrderRow> = {}) =>
  order({ language: 'fr', currency: 'EUR', currencyRate: '0.011', ...over });

/** Renders an e-mail, checking that it is what MJML makes of it and that no slot is left. */
async function render(template: OrderEmailTemplate, value: OrderEmailInput) {
  const mail = await renderOrderEmail(template, value);
  expect(mail.html).toBe(await directHtml(template, value));
  expect(mail.html).not.toContain('\u2063');
  return mail;
}

/** What a reader sees of the HTML: its text, spaces folded, entities of the values read back. */
const visible = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&#39;', "'")
    .replace(/\s+/g, ' ');

describe('the shipped e-mail', () => {
  it('gives the carrier, the tracking number, a button to the tracking page and the HUIDs (English)', async () => {
    const mail = await render('shipped', input());
    expect(mail.subject).toBe('Your order AU-100123 has shipped');
    expect(mail.text).toContain('Hello Asha, your order AU-100123 has left our atelier');
    expect(mail.text).toContain('Carrier:\nBlue Dart');
    expect(mail.text).toContain('Tracking number:\nBD 1234-5678');
    expect(mail.text).toContain(
      'Track your parcel: https://track.example/parcel?id=BD12345678&lang=en',
    );
    expect(mail.text).toContain('- Halo ring (14) × 2');
    expect(mail.text).toContain('  Hallmark HUID AB12CD — check it in the BIS CARE app');
    expect(mail.text).toContain('  Hallmark HUID EF34GH — check it in the BIS CARE app');
    expect(mail.text).toContain('Delivering to:\nAsha Rao');
    // The link is the button's, with its & written as HTML wants it in an attribute.
    expect(mail.html).toMatch(
      /<a\s[^>]*href="https:\/\/track\.example\/parcel\?id=BD12345678&amp;lang=en"[^>]*>\s*Track your parcel\s*<\/a>/,
    );
    const seen = visible(mail.html);
    expect(seen).toContain('Blue Dart');
    expect(seen).toContain('BD 1234-5678');
    expect(seen).toContain('Hallmark HUID EF34GH — check it in the BIS CARE app');
  });

  it('in French', async () => {
    const mail = await render('shipped', input({ order: french() }));
    expect(mail.subject).toBe('Votre commande AU-100123 a été expédiée');
    expect(mail.text).toContain('Transporteur\u00a0:\nBlue Dart');
    expect(mail.text).toContain('Numéro de suivi\u00a0:\nBD 1234-5678');
    expect(mail.text).toContain('Suivre votre colis\u00a0: https://track.example/');
    expect(mail.text).toContain("HUID de poinçon AB12CD — vérifiable dans l'application BIS CARE");
    expect(mail.html).toContain('lang="fr"');
    expect(visible(mail.html)).toContain('Suivre votre colis');
    expect(mail.text).not.toMatch(/Carrier|Tracking number|Hallmark/);
  });

  it('escapes what it is given, and makes no button of a link that is not http(s) or of none', async () => {
    const mail = await render(
      'shipped',
      input({
        order: order({ carrier: '<script>alert(1)</script>', trackingUrl: 'javascript:alert(1)' }),
        lines: [halo, studs],
        name: 'Asha & <Co>',
      }),
    );
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>alert');
    expect(mail.html).toContain('Studs &lt;b&gt;&amp; &quot;pearls&quot;&lt;/b&gt;');
    expect(mail.html).toContain('Asha &amp; &lt;Co&gt;');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.text).not.toContain('Track your parcel');
    const none = await render('shipped', input({ order: order({ trackingUrl: null }) }));
    expect(none.text).toContain('BD 1234-5678');
    expect(none.html).not.toContain('Track your parcel');
  });
});

describe('the delivered e-mail', () => {
  it('says it has arrived, with each piece and its HUID (English and French)', async () => {
    const en = await render('delivered', input());
    expect(en.subject).toBe('Your order AU-100123 has been delivered');
    expect(en.text).toContain('Hello Asha, your order AU-100123 has been delivered.');
    expect(en.text).toContain('Hallmark HUID AB12CD — check it in the BIS CARE app');
    expect(visible(en.html)).toContain('Your order has arrived');
    const fr = await render('delivered', input({ order: french() }));
    expect(fr.subject).toBe('Votre commande AU-100123 a été livrée');
    expect(fr.text).toContain('Bonjour Asha, votre commande AU-100123 vous a été livrée.');
    expect(visible(fr.html)).toContain('HUID de poinçon EF34GH');
  });
});

describe('the cancelled e-mail', () => {
  it('tells a card customer the whole amount is being refunded, in the order currency', async () => {
    const en = await render('cancelled', input({ order: order({ status: 'Cancelled' }) }));
    expect(en.subject).toBe('Your order AU-100123 has been cancelled');
    expect(en.text).toContain('we have had to cancel your order AU-100123.');
    expect(en.text).toContain(
      'You paid ₹2,06,000: the full amount is being refunded to the card, UPI or bank account you paid with. It should reach you within 5 to 7 working days.',
    );
    expect(en.text).toContain('Order Total: ₹2,06,000');
    expect(en.text).not.toContain('Nothing is due');
    // The shop's reason is for the shop: never in the customer's e-mail.
    const fr = await render(
      'cancelled',
      input({ order: french({ status: 'Cancelled', cancelReason: 'Stock count wrong' }) }),
    );
    expect(fr.subject).toBe('Votre commande AU-100123 a été annulée');
    expect(fr.text).toMatch(/Vous avez payé 2\s?266,00\s€ : la totalité de ce montant/);
    expect(visible(fr.html)).toContain('la totalité de ce montant vous est remboursée');
    expect(fr.text + fr.html).not.toContain('Stock count wrong');
  });

  it('tells a cash-on-delivery customer nothing is due', async () => {
    const cash = order({
      status: 'Cancelled',
      paymentMethod: 'POD',
      paymentStatus: 'not_required',
    });
    const en = await render('cancelled', input({ order: cash }));
    expect(en.text).toContain('Nothing is due from you.');
    expect(en.text).not.toContain('refunded');
    const fr = await render('cancelled', input({ order: { ...cash, language: 'fr' } }));
    expect(fr.text).toContain("Vous n'avez rien à régler.");
  });
});

describe('the refunded e-mail', () => {
  it('gives the amount, the lines refunded and when it should arrive (English)', async () => {
    const mail = await render('refunded', input({ lines: [halo, studs] }));
    expect(mail.subject).toBe('A refund for your order AU-100123');
    expect(mail.text).toContain('Hello Asha, we have refunded ₹1,03,000 for your order AU-100123.');
    expect(mail.text).toContain('within 5 to 7 working days, depending on your bank.');
    expect(mail.text).toContain('Refunded pieces:\n- Halo ring (14) × 1');
    expect(mail.text).not.toContain('Studs');
    expect(mail.text).not.toContain('HUID');
    expect(visible(mail.html)).toContain('Refunded pieces');
    expect(visible(mail.html)).toContain('Quantity: 1');
    // Below, the order it belongs to: its total and how it was paid.
    expect(mail.text).toContain('Order Total: ₹2,06,000');
    expect(mail.text).toContain('Payment:\nCard, UPI or net banking');
    // The order number stays on one line in the HTML.
    expect(mail.html).toContain('<span style="white-space:nowrap">AU-100123</span>');
  });

  it('in French and euros at the order rate; an amount alone names no line', async () => {
    const mail = await render(
      'refunded',
      input({ order: french(), refund: refund({ amount: 50_000_00, lines: [] }) }),
    );
    expect(mail.subject).toBe('Un remboursement pour votre commande AU-100123');
    // ₹50,000 at 0.011 (the order's rate, not today's 0.02): €550.
    expect(mail.text).toMatch(/nous vous avons remboursé 550,00\s€ pour votre commande AU-100123/);
    expect(mail.text).toContain('sous 5 à 7 jours ouvrés');
    expect(mail.text).not.toContain('Pièces remboursées');
    expect(mail.text).not.toContain('Halo ring');
  });

  it('says a pending refund is on its way, and a cash one is arranged by hand', async () => {
    const pending = await render('refunded', input({ refund: refund({ status: 'pending' }) }));
    expect(pending.text).toContain('we are refunding ₹1,03,000');
    const cash = await render(
      'refunded',
      input({
        order: order({ paymentMethod: 'POD', paymentStatus: 'not_required', language: 'fr' }),
        refund: refund({ method: 'cash' }),
      }),
    );
    expect(cash.text).toContain(
      'Comme vous avez payé à la livraison, notre service client vous a remboursé directement.',
    );
    expect(cash.text).not.toContain('jours ouvrés');
    const cashPending = await render(
      'refunded',
      input({
        order: order({ paymentMethod: 'POD', paymentStatus: 'not_required' }),
        refund: refund({ method: 'cash', status: 'pending' }),
      }),
    );
    expect(cashPending.text).toContain(
      'our client care team will arrange this refund with you directly.',
    );
    expect(cashPending.text).toContain('Payment:\nCash on delivery');
  });
});

/** Every e-mail a customer gets about an order. */
const EVERY_TEMPLATE: OrderEmailTemplate[] = [
  'confirmation',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
];

describe('the frame every order e-mail shares', () => {
  it('draws the wordmark, the gold rule and the title in the serif, for each template', async () => {
    for (const template of EVERY_TEMPLATE) {
      const mail = await render(template, input());
      expect(mail.html, template).toContain('AURELLE');
      expect(mail.html, template).toContain('#b08d57');
      expect(mail.html, template).toContain('Cormorant Garamond');
      expect(mail.text.startsWith('Aurelle\n\n'), template).toBe(true);
    }
  });
});

describe("each e-mail's pieces", () => {
  const ring = {
    ...halo,
    variants: [
      {
        optionValue: '12',
        option: { en: 'Ring size', fr: 'Taille de bague' },
        label: { en: '12', fr: '12' },
      },
      {
        optionValue: 'rose',
        option: { en: 'Metal', fr: 'Métal' },
        label: { en: 'Rose gold', fr: 'Or rose' },
      },
    ],
  } as OrderLineRow;

  it("say each option by name and value, in the customer's language", async () => {
    for (const template of EVERY_TEMPLATE) {
      const en = await render(template, input({ lines: [ring] }));
      expect(en.text, template).toMatch(/- Halo ring \(Ring size: 12 · Metal: Rose gold\) × \d/);
      expect(visible(en.html), template).toContain('Ring size: 12 · Metal: Rose gold');
      const fr = await render(template, input({ order: french(), lines: [ring] }));
      expect(fr.text, template).toMatch(
        /- Halo ring \(Taille de bague : 12 · Métal : Or rose\) × \d/,
      );
      expect(visible(fr.html), template).toContain('Taille de bague : 12 · Métal : Or rose');
    }
  });
});
