import type { Content, ContentCanvas, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { indianDate, INK, MUTED, PAGE, renderPdf, RULE, rupees } from '../../lib/pdf.ts';
import type { PackingSlip, SlipLine } from './packing-slip.ts';

const label = (text: string): Content => ({
  text: text.toUpperCase(),
  color: MUTED,
  fontSize: 7,
  characterSpacing: 0.6,
  margin: [0, 0, 0, 3],
});

/** An empty square to tick by hand (a new one each time: pdfmake writes its position in it). */
const tickBox = (): Content => ({
  canvas: [{ type: 'rect', x: 0, y: 1, w: 9, h: 9, lineWidth: 0.6, lineColor: INK }],
  alignment: 'center',
});

/** A hairline to sign or write on, `width` points long. */
const writeOn = (width: number): ContentCanvas => ({
  canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 0.5, lineColor: MUTED }],
});

/**
 * The HUIDs column: those packed; for a hallmarked line not packed yet, a place to write each
 * piece's HUID; nothing for a piece without one.
 */
function huidCell(line: SlipLine): Content {
  if (line.huids.length > 0)
    return { stack: line.huids.map((huid) => ({ text: huid, bold: true })) };
  if (!line.hallmarked) return { text: 'Not hallmarked', color: MUTED };
  return {
    stack: Array.from({ length: line.quantity }, () => ({
      ...writeOn(80),
      margin: [0, 14, 0, 0],
    })) as Content[],
  };
}

function linesTable(slip: PackingSlip): Content {
  const header: TableCell[] = ['#', 'Piece', 'Qty', 'HUID', 'Checked'].map((text, i) => ({
    text,
    bold: true,
    color: MUTED,
    alignment: i === 2 || i === 4 ? 'center' : 'left',
  }));
  const body: TableCell[][] = slip.lines.map((line, i) => [
    String(i + 1),
    {
      stack: [
        { text: line.name, bold: true },
        ...line.options.map((option) => ({ text: option })),
        { text: `SKU ${line.sku}`, color: MUTED },
      ],
    },
    { text: String(line.quantity), alignment: 'center', bold: true, fontSize: 10 },
    huidCell(line),
    tickBox(),
  ]);
  const pieces = slip.lines.reduce((sum, line) => sum + line.quantity, 0);
  const total: TableCell[] = [
    { text: pieces === 1 ? '1 piece in the parcel' : `${pieces} pieces in the parcel`, colSpan: 5 },
    '',
    '',
    '',
    '',
  ];
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [12, '*', 30, 110, 40],
      body: [header, ...body, total],
    },
    layout: {
      hLineWidth: (i, node) => (i === 0 || i === 1 || i === node.table.body.length - 1 ? 0.6 : 0.3),
      vLineWidth: () => 0,
      hLineColor: () => RULE,
      paddingTop: () => 6,
      paddingBottom: () => 6,
    },
  };
}

/** What the courier does at the door: collect the cash, or nothing. */
function collectBlock(slip: PackingSlip): Content {
  if (slip.cashToCollect === null)
    return { stack: [label('Payment'), { text: 'Prepaid: nothing to collect at the door.' }] };
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              label('Cash on delivery'),
              { text: `Collect ${rupees(slip.cashToCollect)}`, bold: true, fontSize: 12 },
            ],
            margin: [6, 5, 6, 5],
          },
        ],
      ],
    },
    layout: {
      hLineWidth: () => 0.8,
      vLineWidth: () => 0.8,
      hLineColor: () => INK,
      vLineColor: () => INK,
    },
  };
}

const signature = (text: string): Content => ({
  stack: [
    { ...writeOn(140), margin: [0, 28, 0, 3] },
    { text, color: MUTED, fontSize: 7.5 },
  ],
});

/** One order's slip: a page of its own. */
function slipContent(slip: PackingSlip, first: boolean): Content {
  const facts: [string, string][] = [
    ['Order no.', slip.orderNumber],
    ['Order date', indianDate(slip.placedAt)],
    ['Status', slip.packed ? 'Packed' : 'To pack'],
  ];
  return {
    ...(first ? {} : { pageBreak: 'before' as const }),
    stack: [
      {
        columns: [
          {
            stack: [
              label('From'),
              { text: slip.shop.name, bold: true },
              ...slip.shop.lines.map((text) => ({ text })),
              ...(slip.shop.contact ? [{ text: slip.shop.contact, color: MUTED }] : []),
            ],
          },
          {
            width: 190,
            stack: [
              { text: 'PACKING SLIP', fontSize: 14, bold: true, characterSpacing: 0.8 },
              {
                margin: [0, 6, 0, 0],
                table: {
                  widths: [70, '*'],
                  body: facts.map(([name, value]) => [
                    { text: name, color: MUTED },
                    { text: value, bold: name === 'Order no.' },
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
        margin: [0, 22, 0, 18],
        columns: [
          {
            stack: [
              label('Deliver to'),
              { text: slip.deliverTo.name, bold: true, fontSize: 10.5 },
              ...slip.deliverTo.lines.map((text) => ({ text, fontSize: 10.5 })),
              ...(slip.deliverTo.phone
                ? [{ text: `Phone ${slip.deliverTo.phone}`, fontSize: 10.5, margin: [0, 3, 0, 0] }]
                : []),
            ] as Content[],
          },
          { width: 190, stack: [collectBlock(slip)] },
        ],
        columnGap: 24,
      },
      label('In the parcel'),
      linesTable(slip),
      {
        margin: [0, 8, 0, 0],
        text: 'Not a bill: the GST invoice is issued when the order ships.',
        color: MUTED,
        fontSize: 7.5,
      },
      {
        margin: [0, 24, 0, 0],
        columns: [signature('Packed by'), signature('Checked by'), signature('Date')],
        columnGap: 24,
      },
    ],
  };
}

/** The slips as one PDF, a page for each (a long order runs onto the next). */
export function packingSlipsDefinition(slips: readonly PackingSlip[]): TDocumentDefinitions {
  const title =
    slips.length === 1 && slips[0]
      ? `Packing slip ${slips[0].orderNumber}`
      : `Packing slips, ${slips.length} orders`;
  return {
    info: { title },
    ...PAGE,
    footer: (page, pages) => ({
      text: `${title} · page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 7,
      color: MUTED,
    }),
    content: slips.map((slip, i) => slipContent(slip, i === 0)),
  };
}

export function renderPackingSlips(slips: readonly PackingSlip[]): Promise<Uint8Array> {
  return renderPdf(packingSlipsDefinition(slips));
}
