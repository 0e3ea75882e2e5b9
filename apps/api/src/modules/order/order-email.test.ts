import { describe, expect, it } from 'vitest';
import type { RateTable } from '@aurelle/contract';
import { directHtml, emailSite, orderRow } from '../../../test/order-email-fixtures.ts';
import type { OrderLineRow, OrderRow } from './order.repository.ts';
import { renderOrderEmail } from './order-email.ts';

const rates: RateTable = new Map([
  ['INR', { code: 'INR', symbol: '₹', fractionDigits: 2, rate: 1 }],
  ['EUR', { code: 'EUR', symbol: '€', fractionDigits: 2, rate: 0.011 }],
]);
const order = (over: Partial<OrderRow>) =>
  orderRow({
    orderNumber: 'AU-100042',
    paymentMethod: 'POD',
    subtotal: 12_500_00,
    total: 12_500_00,
    gst: 364_08,
    ...over,
  });

const line = (over: Partial<OrderLineRow>) =>
  ({
    name: 'Halo ring',
    images: ['/media/halo.webp'],
    variants: [],
    quantity: 1,
    unitPrice: 12_500_00,
    ...over,
  }) as OrderLineRow;

describe('order confirmation e-mail', () => {
  const cases = {
    'one line, cash, English': {
      order: order({}),
      lines: [line({})],
    },
    'three lines, a picture missing, variants, a discount, French, euros': {
      order: order({ language: 'fr', currency: 'EUR', currencyRate: '0.011', discount: 1_000_00 }),
      lines: [
        line({ variants: [{ optionValue: '14' }] as OrderLineRow['variants'] }),
        line({ name: 'Émeraude <pendant> & "chain"', images: [], quantity: 2 }),
        line({ name: 'Studs', images: ['https://cdn.example/studs.webp'] }),
      ],
    },
  };

  for (const [name, { order: o, lines }] of Object.entries(cases))
    it(`is the HTML MJML makes of it, from a layout compiled once: ${name}`, async () => {
      const input = { order: o, lines, name: 'Asha & <Co>', rates, site: emailSite };
      const mail = await renderOrderEmail('confirmation', input);
      expect(mail.html).toBe(await directHtml('confirmation', input));
      expect(mail.html).toContain('Asha &amp; &lt;Co&gt;');
      expect(mail.html).not.toContain('\u2063');
      // A second order of the same layout gets its own values, not the first one's.
      const other = await renderOrderEmail('confirmation', {
        ...input,
        name: 'Meera',
        order: { ...o, orderNumber: 'AU-100043' },
      });
      expect(other.html).toContain('AU-100043');
      expect(other.html).not.toContain('AU-100042');
      expect(other.html).not.toContain('Asha &amp;');
    });

  it('says the lines, totals, address and payment in the order language', async () => {
    const mail = await renderOrderEmail('confirmation', {
      ...cases['three lines, a picture missing, variants, a discount, French, euros'],
      name: 'Asha',
      rates,
      site: emailSite,
    });
    expect(mail.html).toContain('https://shop.example/media/halo.webp');
    expect(mail.html).toContain('Émeraude &lt;pendant&gt; &amp; &quot;chain&quot;');
    expect(mail.text).toContain('Bengaluru, Karnataka 560001');
    expect(mail.subject).toContain('AU-100042');
    expect(mail.html).toMatch(/€/);
  });

  it("shows a derived picture's JPEG at its absolute address (Outlook for Windows shows no WebP)", async () => {
    const derived = '/media/p/0123456789abcdef0123.1600w.webp';
    const mail = await renderOrderEmail('confirmation', {
      order: order({}),
      lines: [line({ images: [derived] })],
      name: 'Asha',
      rates,
      site: emailSite,
    });
    expect(mail.html).toContain('src="https://shop.example/media/p/0123456789abcdef0123.400w.jpg"');
    expect(mail.html).not.toContain('.webp');
  });
});
