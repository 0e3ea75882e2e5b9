import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { indianDate, MUTED, PAGE, renderPdf, RULE, rupees } from '../../lib/pdf.ts';
import type { TaxDocument, TaxLine, TaxTotals } from './tax-document.ts';

const amount = (paise: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    paise / 100,
  );

const stateWithCode = (party: { stateName: string; stateCode: string | null }) =>
  party.stateCode ? `${party.stateName} (${party.stateCode})` : party.stateName;

const percent = (rate: number) => `${rate.toLocaleString('en-IN')} %`;

function taxColumns(doc: TaxDocument): { header: string; pick: (l: TaxTotals) => number }[] {
  return doc.interState
    ? [{ header: `IGST ${percent(doc.rates.igst)}`, pick: (l) => l.igst }]
    : [
        { header: `CGST ${percent(doc.rates.cgst)}`, pick: (l) => l.cgst },
        { header: `SGST ${percent(doc.rates.sgst)}`, pick: (l) => l.sgst },
      ];
}

function lineCell(line: TaxLine): Content {
  return {
    stack: [
      { text: line.description, bold: true },
      ...(line.options ?? []).map((option): Content => ({ text: option })),
      { text: `SKU ${line.sku}`, color: MUTED },
      ...(line.huids.length > 0
        ? [{ text: `HUID ${line.huids.join(', ')}`, color: MUTED } as Content]
        : []),
    ],
  };
}

const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });

/** Grams to the milligram: "3.250 g". */
const grams = (mg: number) => `${(mg / 1000).toFixed(3)} g`;
const pieces = (count: number) => `${count} ${count === 1 ? 'pc' : 'pcs'}`;

/**
 * What BIS's hallmarking rules ask the bill to say of an article beyond its description: the net
 * weight of its precious metal, its purity, and the hallmarking charge, which is part of the
 * line's value (the price paid includes it), never added to it. Nothing for a line without them.
 */
export function articleParticulars(line: TaxLine, kind: TaxDocument['kind']): string[] {
  const parts: string[] = [];
  if (line.metal) {
    const each = grams(line.metal.netWeightMg);
    parts.push(
      line.quantity === 1
        ? `Net weight ${each}`
        : `Net weight ${each} each (${grams(line.metal.netWeightMg * line.quantity)})`,
      `Purity ${line.metal.purity}`,
    );
  }
  if (line.hallmarking) {
    const { perPiece, pieces: count } = line.hallmarking;
    const charge = `${rupees(perPiece)} × ${pieces(count)} = ${rupees(perPiece * count)}`;
    parts.push(
      kind === 'invoice'
        ? `Hallmarking charges ${charge}, included in the value`
        : `Hallmarking charges as invoiced: ${charge}`,
    );
  }
  return parts;
}

function linesTable(doc: TaxDocument): Content {
  const taxes = taxColumns(doc);
  const header: TableCell[] = [
    '#',
    'Description',
    'HSN',
    'Qty',
    'Value',
    'Discount',
    'Taxable value',
    ...taxes.map((t) => t.header),
    'Total',
  ].map((text, i) => ({
    text,
    bold: true,
    color: MUTED,
    alignment: i >= 3 ? 'right' : 'left',
  }));
  const columns = 8 + taxes.length;
  // A line's particulars go in a row of their own under it, across the columns, with no rule
  // between the two: the description's column is too narrow to hold them.
  const particularRows = new Set<number>();
  const body: TableCell[][] = doc.lines.flatMap((line, i) => {
    const row: TableCell[] = [
      String(i + 1),
      lineCell(line),
      line.hsn,
      right(`${line.quantity} ${line.unit}`),
      right(amount(line.value)),
      right(amount(line.discount)),
      right(amount(line.taxable)),
      ...taxes.map((t) => right(amount(t.pick(line)))),
      right(amount(line.total)),
    ];
    const particulars = articleParticulars(line, doc.kind);
    if (particulars.length === 0) return [row];
    // The header is row 0; rows before this one are the body's so far.
    particularRows.add(1 + i + particularRows.size + 1);
    return [
      row,
      [
        '',
        {
          text: particulars.join('   ·   '),
          color: MUTED,
          colSpan: columns - 1,
          margin: [0, -4, 0, 0],
        },
        ...Array.from({ length: columns - 2 }, () => ''),
      ],
    ];
  });
  const t = doc.totals;
  const totals: TableCell[] = [
    { text: 'Total', bold: true, colSpan: 4 },
    '',
    '',
    '',
    right(amount(t.value), true),
    right(amount(t.discount), true),
    right(amount(t.taxable), true),
    ...taxes.map((tax) => right(amount(tax.pick(t)), true)),
    right(amount(t.total), true),
  ];
  return {
    table: {
      headerRows: 1,
      widths: [12, '*', 30, 34, 52, 44, 56, ...taxes.map(() => 44), 58],
      body: [header, ...body, totals],
    },
    layout: {
      hLineWidth: (i, node) =>
        i === 0 || i === 1 || i === node.table.body.length - 1
          ? 0.6
          : particularRows.has(i)
            ? 0
            : 0.3,
      vLineWidth: () => 0,
      hLineColor: () => RULE,
      paddingTop: () => 5,
      paddingBottom: () => 5,
    },
    fontSize: 7.5,
  };
}

function partyBlock(title: string, name: string, lines: string[], extra: string[]): Content {
  return {
    stack: [
      { text: title, color: MUTED, fontSize: 7.5, margin: [0, 0, 0, 3] },
      { text: name, bold: true },
      ...lines.map((text) => ({ text })),
      ...extra.map((text) => ({ text, color: MUTED })),
    ],
  };
}

/**
 * The recipient: by name and delivery address when Rule 46 asks for them, else the place of
 * supply, saying why there is no name.
 */
function recipientBlock(doc: TaxDocument): Content {
  if (doc.buyer)
    return partyBlock('Billed and shipped to', doc.buyer.name, doc.buyer.lines, [
      `State: ${stateWithCode(doc.buyer)}`,
    ]);
  return partyBlock(
    'Recipient',
    'Unregistered person',
    [],
    [
      `State: ${stateWithCode(doc.placeOfSupply)}`,
      doc.recipientErasedAt
        ? `Name and address erased on ${indianDate(doc.recipientErasedAt)} at the recipient’s request`
        : 'Name and address not required below ₹50,000 of taxable value',
    ],
  );
}

/** The document as a PDF: the same content always draws the same page. */
export function taxDocumentDefinition(doc: TaxDocument): TDocumentDefinitions {
  const credit = doc.kind === 'credit_note';
  const title = credit ? 'Credit note' : 'Tax invoice';
  const facts: [string, string][] = [
    [credit ? 'Credit note no.' : 'Invoice no.', doc.number],
    ['Date', indianDate(doc.issuedAt)],
    ...(doc.invoice
      ? ([
          ['Against invoice', doc.invoice.number],
          ['Invoice date', indianDate(doc.invoice.issuedAt)],
        ] as [string, string][])
      : []),
    ['Order', doc.orderNumber],
    ['Place of supply', stateWithCode(doc.placeOfSupply)],
    ['Reverse charge', 'No'],
  ];
  return {
    info: {
      title: `${title} ${doc.number}`,
      author: doc.seller.name,
      creationDate: new Date(doc.issuedAt),
      modDate: new Date(doc.issuedAt),
    },
    ...PAGE,
    footer: (page, pages) => ({
      text: `${doc.number} · page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 7,
      color: MUTED,
    }),
    content: [
      {
        columns: [
          partyBlock('Seller', doc.seller.name, doc.seller.lines, [
            `State: ${stateWithCode(doc.seller)}`,
            `GSTIN: ${doc.seller.gstin}`,
          ]),
          {
            width: 190,
            stack: [
              { text: title.toUpperCase(), fontSize: 14, bold: true },
              {
                margin: [0, 6, 0, 0],
                table: {
                  widths: [80, '*'],
                  body: facts.map(([label, value]) => [
                    { text: label, color: MUTED },
                    { text: value, bold: label.endsWith('no.') },
                  ]),
                },
                layout: 'noBorders',
              },
            ],
          },
        ],
        columnGap: 24,
      },
      {
        margin: [0, 18, 0, 14],
        columns: [
          recipientBlock(doc),
          ...(doc.reason
            ? [{ width: 190, stack: [partyBlock('Reason', doc.reason, [], [])] } as Content]
            : [{ text: '', width: 190 } as Content]),
        ],
        columnGap: 24,
      },
      { text: 'Amounts in Indian rupees (₹)', color: MUTED, fontSize: 7.5, margin: [0, 0, 0, 4] },
      linesTable(doc),
      {
        margin: [0, 12, 0, 0],
        columns: [
          {
            stack: [
              { text: 'Amount in words', color: MUTED, fontSize: 7.5 },
              { text: doc.amountInWords, bold: true },
              {
                text: credit
                  ? 'The taxable value and tax above reduce those of the invoice named.'
                  : 'Prices include GST; the taxable value is the price less the tax it contains.',
                color: MUTED,
                fontSize: 7.5,
                margin: [0, 6, 0, 0],
              },
            ],
          },
          {
            width: 190,
            table: {
              widths: ['*', 'auto'],
              body: [
                ['Taxable value', right(rupees(doc.totals.taxable))],
                ...taxColumns(doc).map((t) => [t.header, right(rupees(t.pick(doc.totals)))]),
                [
                  { text: credit ? 'Total credited' : 'Total', bold: true },
                  right(rupees(doc.totals.total), true),
                ],
              ],
            },
            layout: {
              hLineWidth: (i, node) => (i > 0 && i < node.table.body.length ? 0.3 : 0),
              vLineWidth: () => 0,
              hLineColor: () => RULE,
              paddingTop: () => 4,
              paddingBottom: () => 4,
            },
          },
        ],
        columnGap: 24,
      },
      {
        margin: [0, 36, 0, 0],
        alignment: 'right',
        stack: [
          { text: `For ${doc.seller.name}` },
          { text: '\n\n' },
          { text: 'Authorised signatory', color: MUTED },
        ],
      },
    ],
  };
}

export function renderTaxDocument(doc: TaxDocument): Promise<Uint8Array> {
  return renderPdf(taxDocumentDefinition(doc));
}
