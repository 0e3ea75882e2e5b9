import type mjml2html from 'mjml';
import {
  emailPicture,
  format,
  messagesFor,
  type Language,
  type RateTable,
} from '@aurelle/contract';
import { escapeHtml } from '../../lib/html.ts';
import { addressOf, orderMoney } from './order-view.ts';
import type { OrderLineRow, OrderRow } from './order.repository.ts';

type Input = {
  order: OrderRow;
  lines: readonly OrderLineRow[];
  name: string;
  rates: RateTable;
  site: { brandName: string; publicUrl: string };
};

/** The shop's style (DESIGN.md): ivory ground, ink text, a gold rule, a serif for headings. */
const STYLE = {
  ink: '#1c1b1a',
  muted: '#6b645a',
  gold: '#b08d57',
  ground: '#fbf9f6',
  serif: "'Cormorant Garamond', Georgia, serif",
  sans: "'Manrope', 'Inter', Arial, sans-serif",
};

const absolute = (url: string, base: string) =>
  /^https?:\/\//.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;

/** Marks a value's slot in the MJML source; MJML passes it through untouched. */
const SLOT = '\u2063';
const SLOTS = /\u2063(\d+)\u2063/g;

/**
 * MJML's HTML for each layout seen, keyed by its source with the values left as slots: an
 * order's layout (its number of lines, which have a picture or a variant, a discount or not, the
 * language) repeats, so MJML, costly per render, runs once per layout, not once per e-mail.
 */
const layouts = new Map<string, Promise<string>>();

/**
 * MJML and what it brings (a minifier, a beautifier, an HTML parser: a large share of the heap)
 * load with the first e-mail, not with the server: most of a shop's life sends none
 * (docs/decisions/0019).
 */
let mjml: Promise<typeof mjml2html> | undefined;
const loadMjml = () => (mjml ??= import('mjml').then((module) => module.default));
const MAX_LAYOUTS = 200;

function compiled(source: string): Promise<string> {
  let html = layouts.get(source);
  if (!html) {
    html = loadMjml()
      .then((mjml2html) => mjml2html(source, { validationLevel: 'soft', keepComments: false }))
      .then(({ html: out, errors }) => {
        if (errors.length > 0 && !out)
          throw new Error(`order e-mail: ${errors[0]?.formattedMessage ?? 'mjml failed'}`);
        return out;
      });
    html.catch(() => layouts.delete(source));
    if (layouts.size >= MAX_LAYOUTS) layouts.delete(layouts.keys().next().value as string);
    layouts.set(source, html);
  }
  return html;
}

/** Puts the (escaped) values into their slots, in one pass. */
export const fill = (html: string, values: readonly string[]) =>
  html.replace(SLOTS, (_, i: string) => values[Number(i)] ?? '');

/**
 * The confirmation e-mail's parts: its MJML with every value in a numbered slot, the values
 * (HTML-escaped), and the subject and plain text.
 */
export function composeOrderEmail({ order, lines, name, rates, site }: Input) {
  const lang = (order.language === 'fr' ? 'fr' : 'en') as Language;
  const t = messagesFor(lang).order;
  const money = orderMoney(order, rates, lang);
  const number = order.orderNumber;
  const address = addressOf(order);
  const method = order.paymentMethod === 'POD' ? t.methodCash : t.methodCard;
  const where = [
    address.name,
    address.address1,
    address.address2,
    `${address.city}, ${address.state} ${address.zipCode}`,
    address.country,
    address.phone,
  ].filter(Boolean) as string[];
  const totals: [string, string][] = [
    [t.emailSubtotal, money.format(order.subtotal)],
    ...(order.discount > 0
      ? [[t.emailDiscount, `− ${money.format(order.discount)}`] as [string, string]]
      : []),
    [t.emailTotal, money.format(order.total)],
  ];
  const gst = format(t.emailGst, { amount: money.format(order.gst) });
  // Every value goes into the MJML as a numbered slot; the layout around them is compiled once.
  const values: string[] = [];
  const e = (value: string) => `${SLOT}${values.push(escapeHtml(value)) - 1}${SLOT}`;

  const lineRows = lines
    .map((line) => {
      // A derived picture's JPEG: Outlook for Windows shows no WebP.
      const image = line.images[0] ? absolute(emailPicture(line.images[0]), site.publicUrl) : '';
      const variant = line.variants.map((v) => v.optionValue).join(', ');
      return `<mj-section padding="8px 0"><mj-group>
  <mj-column width="25%">${image ? `<mj-image src="${e(image)}" alt="${e(line.name)}" width="96px" padding="0" />` : ''}</mj-column>
  <mj-column width="75%"><mj-text font-size="15px" padding="0 0 0 12px"><strong>${e(line.name)}</strong>${variant ? `<br/>${e(variant)}` : ''}<br/>${e(format(t.emailQuantity, { n: line.quantity }))} · ${e(money.format(line.unitPrice * line.quantity))}</mj-text></mj-column>
</mj-group></mj-section>`;
    })
    .join('\n');

  const source = `<mjml lang="${lang}"><mj-head><mj-title>${e(t.emailTitle)}</mj-title>
<mj-attributes><mj-all font-family="${STYLE.sans}" color="${STYLE.ink}" /><mj-text line-height="1.5" /></mj-attributes></mj-head>
<mj-body background-color="${STYLE.ground}" width="600px">
<mj-section><mj-column><mj-text align="center" font-family="${STYLE.serif}" font-size="28px" letter-spacing="4px">${e(site.brandName.toUpperCase())}</mj-text>
<mj-divider border-color="${STYLE.gold}" border-width="1px" />
<mj-text font-family="${STYLE.serif}" font-size="24px">${e(t.emailTitle)}</mj-text>
<mj-text>${e(format(t.emailIntro, { name, number }))}</mj-text></mj-column></mj-section>
${lineRows}
<mj-section><mj-column><mj-divider border-color="${STYLE.gold}" border-width="1px" />
<mj-table>${totals.map(([label, value]) => `<tr><td style="padding:4px 0">${e(label)}</td><td style="padding:4px 0;text-align:right">${e(value)}</td></tr>`).join('')}
<tr><td></td><td style="padding:4px 0;text-align:right;color:${STYLE.muted};font-size:13px">${e(gst)}</td></tr></mj-table>
<mj-text><strong>${e(t.emailDeliverTo)}</strong><br/>${where.map(e).join('<br/>')}</mj-text>
<mj-text><strong>${e(t.emailPayment)}</strong><br/>${e(method)}</mj-text>
</mj-column></mj-section></mj-body></mjml>`;
  const text = [
    site.brandName,
    '',
    t.emailTitle,
    format(t.emailIntro, { name, number }),
    '',
    ...lines.map((line) => {
      const variant = line.variants.map((v) => v.optionValue).join(', ');
      return `- ${line.name}${variant ? ` (${variant})` : ''} × ${line.quantity}: ${money.format(line.unitPrice * line.quantity)}`;
    }),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    gst,
    '',
    `${t.emailDeliverTo}:`,
    ...where,
    '',
    `${t.emailPayment}: ${method}`,
  ].join('\n');
  return {
    subject: format(t.emailSubject, { brand: site.brandName, number }),
    source,
    values,
    text,
  };
}

/** The confirmation e-mail (docs/decisions/0033): MJML → HTML, and the same content as text. */
export async function renderOrderEmail(input: Input) {
  const { subject, source, values, text } = composeOrderEmail(input);
  return { subject, html: fill(await compiled(source), values), text };
}
