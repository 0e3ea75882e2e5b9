import {
  GST_RATE_PERCENT,
  GST_STATES,
  INVOICE_RECIPIENT_FROM_TAXABLE_PAISE,
  METAL_FINENESS,
  type LegalDetails,
  type Metal,
} from '@aurelle/contract';
import { ToWords } from 'to-words';

/**
 * GST tax invoices and credit notes (CGST Rules, Rule 46), as pure data: what a document says is
 * decided once, when it is issued, and kept as it is (docs/decisions/0075).
 */

export type TaxDocumentKind = 'invoice' | 'credit_note';

/**
 * The precious metal of an article, as BIS's hallmarking rules ask the bill to describe it: its
 * net weight per piece and its purity as printed (`18 KT / 750`).
 */
export type LineMetal = { metal: Metal; netWeightMg: number; purity: string };

/**
 * The hallmarking charge of a hallmarked line: so much per piece (paise, before GST) for so many
 * pieces. Part of the line's value, not added to it: the price already paid includes it.
 */
export type LineHallmarking = { perPiece: number; pieces: number };

/**
 * What a line bills: the order line, the article and how many. `options`, `metal` and
 * `hallmarking` are absent on documents issued before bills carried them, and on lines without
 * options, of no precious metal or not hallmarked.
 */
type LineArticle = {
  /** The order line it bills. */
  lineId: string | null;
  description: string;
  /** The piece's options by name and value, in English: "Ring size: 12". */
  options?: string[];
  sku: string;
  hsn: string;
  huids: string[];
  metal?: LineMetal;
  hallmarking?: LineHallmarking;
  quantity: number;
};

/** A line's or a document's amounts in paise; `value` and `discount` before GST, so value − discount = taxable. */
export type TaxTotals = {
  value: number;
  discount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** What the customer pays: taxable value and its taxes. */
  total: number;
};

/** One line of an invoice or a credit note. */
export type TaxLine = LineArticle & { unit: string } & TaxTotals;

export type TaxParty = {
  name: string;
  lines: string[];
  stateName: string;
  /** The GST state code; null outside India or for a state not found in the list. */
  stateCode: string | null;
};

export type TaxDocument = {
  kind: TaxDocumentKind;
  number: string;
  /** When it was issued (ISO 8601); printed as India's date. */
  issuedAt: string;
  orderNumber: string;
  seller: TaxParty & { gstin: string };
  /**
   * The recipient by name and delivery address; null when the invoice need not name them (an
   * unregistered recipient below ₹50,000 of taxable value: `invoiceNamesRecipient`), as for a
   * document whose recipient's name and address were erased at their request (`recipientErasedAt`).
   */
  buyer: TaxParty | null;
  /** When the recipient's name and address, which the document did not need, were erased. */
  recipientErasedAt?: string;
  /** Where the goods are delivered: its state decides CGST + SGST or IGST. */
  placeOfSupply: { stateName: string; stateCode: string | null };
  interState: boolean;
  /** Each tax's rate in percent: CGST and SGST within the state, IGST between states. */
  rates: { cgst: number; sgst: number; igst: number };
  lines: TaxLine[];
  totals: TaxTotals;
  amountInWords: string;
  /** A credit note's invoice, and why the value was reduced. */
  invoice?: { number: string; issuedAt: string };
  reason?: string;
};

/** What an order line brings to its invoice: the price paid includes GST. */
export type BilledLine = LineArticle & {
  /** Price before the coupon, GST included, paise. */
  gross: number;
  /** The coupon's share, GST included, paise. */
  discount: number;
};

/**
 * Whether an invoice must name its recipient and delivery address (CGST Rules, Rule 46: an
 * unregistered recipient, and a taxable value of ₹50,000 or more; below that the place of supply
 * is enough). Every buyer is unregistered: the shop takes no GSTIN. `totalPaise` includes 3 % GST,
 * so the taxable value is the total ÷ 1.03, compared in whole numbers without rounding.
 */
export function invoiceNamesRecipient(totalPaise: number): boolean {
  return totalPaise * 100 >= INVOICE_RECIPIENT_FROM_TAXABLE_PAISE * (100 + GST_RATE_PERCENT);
}

const IST_OFFSET_MS = 330 * 60 * 1000;

/** India's financial year (April to March) of a moment, as `26-27`. */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  const two = (year: number) => String(year % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/** The longest serial number Rule 46 allows. */
export const MAX_NUMBER_LENGTH = 16;

/**
 * `AUR/26-27/000042` for an invoice, `AUR/26-27/C00007` for a credit note: each series has its
 * own serials, zero-padded to fill the 16 characters a prefix of 4 at most leaves room for.
 */
export function documentNumber(
  kind: TaxDocumentKind,
  prefix: string,
  year: string,
  serial: number,
): string {
  const head = `${prefix}/${year}/${kind === 'credit_note' ? 'C' : ''}`;
  return head + String(serial).padStart(MAX_NUMBER_LENGTH - head.length, '0');
}

const STATE_BY_NAME = new Map<string, string>([
  ...GST_STATES.map(([code, name]) => [simpleName(name), code] as const),
  // Names the address forms and older lists use.
  ['orissa', '21'],
  ['pondicherry', '34'],
  ['uttaranchal', '05'],
  ['nctofdelhi', '07'],
  ['newdelhi', '07'],
  ['dadraandnagarhaveli', '26'],
  ['damananddiu', '26'],
  ['andamanandnicobar', '35'],
]);

function simpleName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');
}

/** The GST state of a delivery address, by its state's name; null outside India. */
export function gstStateOf(address: { state: string; country: string }): string | null {
  if (!/^(india|in|ind)$/i.test(address.country.trim())) return null;
  return STATE_BY_NAME.get(simpleName(address.state)) ?? null;
}

export function gstStateName(code: string): string {
  return GST_STATES.find(([c]) => c === code)?.[1] ?? code;
}

/**
 * Shares `amount` among `weights` in proportion, in whole paise, the remainders going to the
 * largest fractions, so the shares add up to `amount` exactly.
 */
export function allocate(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * A metal's purity as a hallmark states it: gold in karats and fineness (`18 KT / 750`), platinum
 * by its grade (`Pt 950`), silver by its fineness (`925`).
 */
export function purityMark(metal: Metal): string {
  const fineness = METAL_FINENESS[metal];
  if (metal.startsWith('gold-')) return `${metal.slice('gold-'.length, -1)} KT / ${fineness}`;
  return metal.startsWith('platinum-') ? `Pt ${fineness}` : String(fineness);
}

/** What a line says of its metal, from the product's composition; none without one. */
export function lineMetal(metal: Metal | null, netWeightMg: number | null): LineMetal | undefined {
  if (!metal || !netWeightMg) return undefined;
  return { metal, netWeightMg, purity: purityMark(metal) };
}

/** A price including GST split into its taxable value and tax, in whole paise. */
const taxableOf = (inclusive: number) => Math.round((inclusive * 100) / (100 + GST_RATE_PERCENT));

/**
 * A line's columns from what it costs with GST: taxable value = price ÷ 1.03, rounded; the tax is
 * the rest, so taxable + tax is the price to the paisa; CGST takes the odd paisa's lower half.
 */
export function taxLine(line: BilledLine, interState: boolean, unit = 'PCS'): TaxLine {
  const total = line.gross - line.discount;
  const taxable = taxableOf(total);
  const value = taxableOf(line.gross);
  const tax = total - taxable;
  const cgst = interState ? 0 : Math.floor(tax / 2);
  return {
    lineId: line.lineId,
    description: line.description,
    ...(line.options?.length && { options: line.options }),
    sku: line.sku,
    hsn: line.hsn,
    huids: line.huids,
    ...(line.metal && { metal: line.metal }),
    ...(line.hallmarking && { hallmarking: line.hallmarking }),
    quantity: line.quantity,
    unit,
    value,
    discount: value - taxable,
    taxable,
    cgst,
    sgst: interState ? 0 : tax - cgst,
    igst: interState ? tax : 0,
    total,
  };
}

export function totalsOf(lines: TaxLine[]): TaxTotals {
  const sum = (pick: (line: TaxLine) => number) => lines.reduce((a, l) => a + pick(l), 0);
  return {
    value: sum((l) => l.value),
    discount: sum((l) => l.discount),
    taxable: sum((l) => l.taxable),
    cgst: sum((l) => l.cgst),
    sgst: sum((l) => l.sgst),
    igst: sum((l) => l.igst),
    total: sum((l) => l.total),
  };
}

const words = new ToWords({
  localeCode: 'en-IN',
  converterOptions: { currency: true, ignoreDecimal: false, ignoreZeroCurrency: false },
});

/** An amount in words in the Indian system: "One Lakh Twenty Three Thousand … Rupees Only". */
export function amountInWords(paise: number): string {
  return words.convert(Math.round(paise) / 100);
}

const rates = (interState: boolean) =>
  interState
    ? { cgst: 0, sgst: 0, igst: GST_RATE_PERCENT }
    : { cgst: GST_RATE_PERCENT / 2, sgst: GST_RATE_PERCENT / 2, igst: 0 };

export type Delivery = {
  name: string;
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  country: string;
  zipCode: string;
};

function sellerParty(seller: LegalDetails): TaxDocument['seller'] {
  return {
    name: seller.legalName,
    lines: [seller.address, `${seller.city} ${seller.pinCode}`],
    stateName: gstStateName(seller.stateCode),
    stateCode: seller.stateCode,
    gstin: seller.gstin,
  };
}

/**
 * The invoice an order ships with: its lines, the coupon shared among the goods, the place of
 * supply. A shipping line (no line id) is taxed at the lines' rate: delivery billed with the
 * jewellery is one composite supply whose principal supply is the jewellery.
 */
export function invoiceDocument(input: {
  number: string;
  issuedAt: Date;
  orderNumber: string;
  seller: LegalDetails;
  delivery: Delivery;
  lines: Omit<BilledLine, 'discount'>[];
  /** The coupon's saving, GST included. */
  discount: number;
}): TaxDocument {
  const { delivery, seller } = input;
  const stateCode = gstStateOf(delivery);
  const interState = stateCode !== seller.stateCode;
  // The coupon is a saving on the goods: shared among their lines, never on shipping (no line id).
  const shares = allocate(
    input.discount,
    input.lines.map((line) => (line.lineId === null ? 0 : line.gross)),
  );
  const lines = input.lines.map((line, i) =>
    taxLine({ ...line, discount: shares[i] ?? 0 }, interState),
  );
  const totals = totalsOf(lines);
  return {
    kind: 'invoice',
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    orderNumber: input.orderNumber,
    seller: sellerParty(seller),
    // A name and address no rule asks for are personal data the shop need not keep.
    buyer: invoiceNamesRecipient(totals.total)
      ? {
          name: delivery.name,
          lines: [
            delivery.address1,
            ...(delivery.address2 ? [delivery.address2] : []),
            `${delivery.city} ${delivery.zipCode}`,
            `${delivery.state}, ${delivery.country}`,
          ],
          stateName: stateCode ? gstStateName(stateCode) : delivery.state,
          stateCode,
        }
      : null,
    placeOfSupply: {
      stateName: stateCode ? gstStateName(stateCode) : `${delivery.state}, ${delivery.country}`,
      stateCode,
    },
    interState,
    rates: rates(interState),
    lines,
    totals,
    amountInWords: amountInWords(totals.total),
  };
}

/**
 * A refund's credit note against its invoice: the amount refunded shared among the invoice lines
 * it gives back (in proportion to what each was billed, by the quantity refunded), or among all of
 * them for a refund of an amount; taxed as the invoice was.
 */
export function creditNoteDocument(input: {
  number: string;
  issuedAt: Date;
  invoice: TaxDocument;
  amount: number;
  refundedLines: { lineId: string; quantity: number }[];
  reason: string;
}): TaxDocument {
  const { invoice } = input;
  const byLine = new Map(input.refundedLines.map((l) => [l.lineId, l.quantity]));
  const billed = invoice.lines
    .map((line) => {
      const quantity = byLine.size === 0 ? line.quantity : (byLine.get(line.lineId ?? '') ?? 0);
      return { line, quantity, weight: Math.round((line.total * quantity) / line.quantity) };
    })
    .filter((entry) => entry.quantity > 0);
  const shares = allocate(
    input.amount,
    billed.map((entry) => entry.weight),
  );
  const lines = billed.map(({ line, quantity }, i) =>
    taxLine(
      {
        lineId: line.lineId,
        // The articles credited, described as the invoice described them.
        description: line.description,
        ...(line.options && { options: line.options }),
        sku: line.sku,
        hsn: line.hsn,
        huids: [],
        ...(line.metal && { metal: line.metal }),
        ...(line.hallmarking && {
          hallmarking: { perPiece: line.hallmarking.perPiece, pieces: quantity },
        }),
        quantity,
        gross: shares[i] ?? 0,
        discount: 0,
      },
      invoice.interState,
      line.unit,
    ),
  );
  const totals = totalsOf(lines);
  return {
    ...invoice,
    kind: 'credit_note',
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    lines,
    totals,
    amountInWords: amountInWords(totals.total),
    invoice: { number: invoice.number, issuedAt: invoice.issuedAt },
    reason: input.reason,
  };
}
