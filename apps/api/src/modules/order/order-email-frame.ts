import type mjml2html from 'mjml';
import { emailPicture, type Language } from '@aurelle/contract';
import { escapeHtml } from '../../lib/html.ts';

/** The shop's style: ivory ground, ink text, a gold rule, a serif for headings. */
const STYLE = {
  ink: '#1c1b1a',
  muted: '#6b645a',
  gold: '#b08d57',
  ground: '#fbf9f6',
  serif: "'Cormorant Garamond', Georgia, serif",
  sans: "'Manrope', 'Inter', Arial, sans-serif",
};

export type Site = { brandName: string; publicUrl: string };

/** A block of the e-mail's top or bottom part, in the order given. */
export type EmailBlock =
  /** A paragraph. */
  | { kind: 'text'; text: string }
  /** A label in bold over values, one a line (an address, a payment method, a carrier). */
  | { kind: 'facts'; label: string; values: string[] }
  /** The one call to action: an ink button. */
  | { kind: 'button'; label: string; href: string }
  /** Label and amount rows, with a quiet note under them. */
  | { kind: 'totals'; rows: [string, string][]; note?: string };

/** One line of the order, with its picture: what it is, how many, and notes under it. */
export type EmailLine = {
  name: string;
  /** The picture's address as stored (made absolute and JPEG here), if it has one. */
  image: string | undefined;
  variant: string;
  quantity: number;
  /** E.g. "Quantity: 2". */
  quantityText: string;
  /** The line's price, when the e-mail shows prices. */
  price?: string;
  /** Quieter lines under it (the hallmark HUIDs). */
  notes: string[];
};

/** What an e-mail says, in order: a title, its top blocks, the order's lines, its bottom blocks. */
export type EmailContent = {
  lang: Language;
  site: Site;
  subject: string;
  title: string;
  head: EmailBlock[];
  /** A small label over the lines, if they need one. */
  linesLabel?: string;
  lines: EmailLine[];
  foot: EmailBlock[];
};

export type ComposedEmail = {
  subject: string;
  /** The MJML, with every value in a numbered slot. */
  source: string;
  /** The values (HTML-escaped), slot by slot. */
  values: string[];
  text: string;
};

const absolute = (url: string, base: string) =>
  /^https?:\/\//.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;

/** Marks a value's slot in the MJML source; MJML passes it through untouched. */
const SLOT = '\u2063';
const SLOTS = /\u2063(\d+)\u2063/g;
const ORDER_NUMBER = /\b[A-Z]{2,}-\d{4,}\b/g;

/**
 * MJML's HTML for each layout seen, keyed by its source with the values left as slots: an
 * order's layout (its template, its number of lines, which have a picture or a variant, a
 * discount or not, the language) repeats, so MJML, costly per render, runs once per layout, not
 * once per e-mail.
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
 * Every order e-mail's frame: the wordmark over a gold rule, the title in the serif, the top
 * blocks, the lines with their pictures, then a gold rule and the bottom blocks; and the same
 * content as plain text.
 */
export function composeEmail(content: EmailContent): ComposedEmail {
  const { lang, site, title, head, linesLabel, lines, foot } = content;
  // Every value goes into the MJML as a numbered slot; the layout around them is compiled once.
  const values: string[] = [];
  const e = (value: string) => `${SLOT}${values.push(escapeHtml(value)) - 1}${SLOT}`;

  // An order number in a sentence (AU-100123) never breaks at its hyphen.
  const sentence = (text: string) =>
    `${SLOT}${
      values.push(
        escapeHtml(text).replace(
          ORDER_NUMBER,
          (number) => `<span style="white-space:nowrap">${number}</span>`,
        ),
      ) - 1
    }${SLOT}`;

  const block = (b: EmailBlock) => {
    if (b.kind === 'text') return `<mj-text>${sentence(b.text)}</mj-text>`;
    if (b.kind === 'facts')
      return `<mj-text><strong>${e(b.label)}</strong><br/>${b.values.map(e).join('<br/>')}</mj-text>`;
    if (b.kind === 'button')
      return `<mj-button href="${e(b.href)}" background-color="${STYLE.ink}" color="${STYLE.ground}" border-radius="2px" font-size="13px" letter-spacing="2px" text-transform="uppercase" inner-padding="14px 28px" align="left">${e(b.label)}</mj-button>`;
    const rows = b.rows
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 0">${e(label)}</td><td style="padding:4px 0;text-align:right">${e(value)}</td></tr>`,
      )
      .join('');
    const note = b.note
      ? `<tr><td></td><td style="padding:4px 0;text-align:right;color:${STYLE.muted};font-size:13px">${e(b.note)}</td></tr>`
      : '';
    return `<mj-table>${rows}${note}</mj-table>`;
  };

  const lineRows = lines
    .map((line) => {
      // A derived picture's JPEG: Outlook for Windows shows no WebP.
      const image = line.image ? absolute(emailPicture(line.image), site.publicUrl) : '';
      const amount = line.price ? ` · ${e(line.price)}` : '';
      const notes = line.notes
        .map((note) => `<br/><span style="color:${STYLE.muted};font-size:13px">${e(note)}</span>`)
        .join('');
      return `<mj-section padding="8px 0"><mj-group>
  <mj-column width="25%">${image ? `<mj-image src="${e(image)}" alt="${e(line.name)}" width="96px" padding="0" />` : ''}</mj-column>
  <mj-column width="75%"><mj-text font-size="15px" padding="0 0 0 12px"><strong>${e(line.name)}</strong>${line.variant ? `<br/>${e(line.variant)}` : ''}<br/>${e(line.quantityText)}${amount}${notes}</mj-text></mj-column>
</mj-group></mj-section>`;
    })
    .join('\n');

  const label =
    linesLabel && lines.length > 0
      ? `<mj-section padding="8px 0 0"><mj-column><mj-text font-size="12px" letter-spacing="2px" color="${STYLE.muted}" text-transform="uppercase">${e(linesLabel)}</mj-text></mj-column></mj-section>\n`
      : '';
  const footSection =
    foot.length > 0
      ? `<mj-section><mj-column><mj-divider border-color="${STYLE.gold}" border-width="1px" />
${foot.map(block).join('\n')}
</mj-column></mj-section>`
      : '';

  const source = `<mjml lang="${lang}"><mj-head><mj-title>${e(title)}</mj-title>
<mj-attributes><mj-all font-family="${STYLE.sans}" color="${STYLE.ink}" /><mj-text line-height="1.5" /></mj-attributes></mj-head>
<mj-body background-color="${STYLE.ground}" width="600px">
<mj-section><mj-column><mj-text align="center" font-family="${STYLE.serif}" font-size="28px" letter-spacing="4px">${e(site.brandName.toUpperCase())}</mj-text>
<mj-divider border-color="${STYLE.gold}" border-width="1px" />
<mj-text font-family="${STYLE.serif}" font-size="24px">${e(title)}</mj-text>
${head.map(block).join('\n')}</mj-column></mj-section>
${label}${lineRows}
${footSection}</mj-body></mjml>`;

  // French sets a (non-breaking) space before a colon.
  const colon = (label: string) => (lang === 'fr' ? `${label}\u00a0:` : `${label}:`);
  const textOf = (b: EmailBlock): string[] => {
    if (b.kind === 'text') return [b.text];
    if (b.kind === 'facts') return [colon(b.label), ...b.values];
    if (b.kind === 'button') return [`${colon(b.label)} ${b.href}`];
    return [
      ...b.rows.map(([label, value]) => `${colon(label)} ${value}`),
      ...(b.note ? [b.note] : []),
    ];
  };
  const paragraphs = (blocks: EmailBlock[]) => blocks.flatMap((b) => [...textOf(b), '']);
  const text = [
    site.brandName,
    '',
    title,
    ...paragraphs(head),
    ...(linesLabel && lines.length > 0 ? [colon(linesLabel)] : []),
    ...lines.flatMap((line) => [
      `- ${line.name}${line.variant ? ` (${line.variant})` : ''} × ${line.quantity}${line.price ? `: ${line.price}` : ''}`,
      ...line.notes.map((note) => `  ${note}`),
    ]),
    ...(lines.length > 0 ? [''] : []),
    ...paragraphs(foot),
  ]
    .join('\n')
    .trimEnd();
  return { subject: content.subject, source, values, text };
}

/** MJML → HTML (from the layout cache), and the same content as text. */
export async function renderEmail(composed: ComposedEmail) {
  const { subject, source, values, text } = composed;
  return { subject, html: fill(await compiled(source), values), text };
}
