import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { lineOptionWords, type LegalDetails } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import {
  creditNotes,
  invoices,
  orderLines,
  type orders,
  productPieces,
  products,
  type refunds,
  taxDocumentCounters,
} from '../../db/schema/index.ts';
import { enqueueJob } from '../../lib/job-queue.ts';
import { API_PREFIX } from '../../lib/openapi.ts';
import { withOptionNames } from '../catalog/catalog-line-options.repository.ts';
import {
  creditNoteDocument,
  documentNumber,
  financialYear,
  invoiceDocument,
  invoiceNamesRecipient,
  lineMetal,
  type BilledLine,
  type Delivery,
  type TaxDocument,
  type TaxDocumentKind,
} from './tax-document.ts';

/**
 * The next serial of a series in a financial year, in the caller's transaction: the counter's row
 * stays locked until it commits, and a rollback gives the number back, so serials have no gaps.
 */
async function nextSerial(tx: Db, series: TaxDocumentKind, year: string): Promise<number> {
  const [row] = await tx
    .insert(taxDocumentCounters)
    .values({ series, financialYear: year, last: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentCounters.series, taxDocumentCounters.financialYear],
      set: { last: sql`${taxDocumentCounters.last} + 1` },
    })
    .returning({ last: taxDocumentCounters.last });
  if (!row) throw new Error('no serial taken');
  return row.last;
}

/**
 * Issues the order's tax invoice in the shipping transaction: the next serial of the year, the
 * document as it stands (seller, delivery, lines with their HSN, HUIDs, metal and hallmarking
 * charge, the coupon shared), kept as issued; its PDF is drawn by a job. An order has one
 * invoice: issuing again returns it.
 */
export async function issueInvoice(
  tx: Db,
  {
    order,
    delivery,
    seller,
    hallmarkingChargePaise,
    at,
  }: {
    order: typeof orders.$inferSelect;
    /** Where the order goes (the order's own snapshot of the address). */
    delivery: Delivery;
    seller: LegalDetails;
    /** The hallmarking charge per piece in force, printed on each hallmarked line. */
    hallmarkingChargePaise: number;
    at: Date;
  },
): Promise<{ id: string; number: string }> {
  const orderId = order.id;
  const [existing] = await tx
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  if (existing) return existing;
  // Each option by name, as captured when the order was placed (an older line: as the product
  // names it now); kept in the invoice, and its credit notes copy it.
  const rows = await tx
    .select({
      id: orderLines.id,
      productId: orderLines.productId,
      name: orderLines.name,
      sku: orderLines.sku,
      variants: orderLines.variants,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      hsn: products.hsn,
      metal: products.metal,
      netWeightMg: products.netWeightMg,
      hallmarked: products.hallmarked,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const lines = await withOptionNames(tx, rows);
  const pieces = await tx
    .select({ lineId: productPieces.orderLineId, huid: productPieces.huid })
    .from(productPieces)
    .where(and(eq(productPieces.orderId, orderId), ne(productPieces.state, 'in_stock')))
    .orderBy(asc(productPieces.huid));
  const year = financialYear(at);
  const serial = await nextSerial(tx, 'invoice', year);
  const number = documentNumber('invoice', seller.invoicePrefix, year, serial);
  const billed: Omit<BilledLine, 'discount'>[] = lines.map((line) => ({
    lineId: line.id,
    description: line.name,
    options: lineOptionWords(line.variants, 'en'),
    sku: line.sku,
    hsn: line.hsn,
    huids: pieces.filter((p) => p.lineId === line.id).map((p) => p.huid),
    // The product's composition when the piece ships, kept with the invoice from then on.
    metal: lineMetal(line.metal, line.netWeightMg),
    hallmarking: line.hallmarked
      ? { perPiece: hallmarkingChargePaise, pieces: line.quantity }
      : undefined,
    quantity: line.quantity,
    gross: line.unitPrice * line.quantity,
  }));
  if (order.shippingCost > 0)
    // Delivery billed with the jewellery is part of one composite supply, taxed at its rate.
    billed.push({
      lineId: null,
      description: 'Shipping',
      sku: '—',
      hsn: '9965',
      huids: [],
      quantity: 1,
      gross: order.shippingCost,
    });
  const content = invoiceDocument({
    number,
    issuedAt: at,
    orderNumber: order.orderNumber,
    seller,
    delivery,
    lines: billed,
    discount: order.discount,
  });
  const [row] = await tx
    .insert(invoices)
    .values({
      orderId,
      number,
      financialYear: year,
      serial,
      issuedAt: at,
      content,
    })
    .returning({ id: invoices.id, number: invoices.number });
  if (!row) throw new Error('invoice not written');
  await enqueueJob(tx, 'tax-document.render', { kind: 'invoice', id: row.id });
  return row;
}

/**
 * Issues a processed refund's credit note against the order's invoice, in the refund's
 * transaction; none when the order was never invoiced (refunded before it shipped). Once per
 * refund. The invoice's row is locked while its credit notes are added up, so together they
 * never credit more than it billed: a refund beyond what is left is credited only what is left.
 */
export async function issueCreditNote(
  tx: Db,
  refund: typeof refunds.$inferSelect,
  at: Date,
): Promise<{ id: string; number: string } | null> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, refund.orderId))
    .for('update');
  if (!invoice) return null;
  const [existing] = await tx
    .select({ id: creditNotes.id, number: creditNotes.number })
    .from(creditNotes)
    .where(eq(creditNotes.refundId, refund.id));
  if (existing) return existing;
  const issued = invoice.content as TaxDocument;
  const [credited] = await tx
    .select({
      total: sql<number>`coalesce(sum((${creditNotes.content}->'totals'->>'total')::bigint), 0)::bigint`,
    })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id));
  const amount = Math.min(refund.amount, issued.totals.total - Number(credited?.total ?? 0));
  if (amount <= 0) return null;
  const prefix = issued.number.split('/')[0] ?? '';
  const year = financialYear(at);
  const serial = await nextSerial(tx, 'credit_note', year);
  const number = documentNumber('credit_note', prefix, year, serial);
  const content = creditNoteDocument({
    number,
    issuedAt: at,
    invoice: issued,
    amount,
    refundedLines: refund.lines,
    // Staff's own reason stays in the back office: the document says what kind of reduction it is.
    reason: refund.restock ? 'Goods returned' : 'Refund of value',
  });
  const [row] = await tx
    .insert(creditNotes)
    .values({
      orderId: refund.orderId,
      invoiceId: invoice.id,
      refundId: refund.id,
      number,
      financialYear: year,
      serial,
      issuedAt: at,
      content,
    })
    .returning({ id: creditNotes.id, number: creditNotes.number });
  if (!row) throw new Error('credit note not written');
  await enqueueJob(tx, 'tax-document.render', { kind: 'credit_note', id: row.id });
  return row;
}

export type TaxDocumentSummary = {
  id: string;
  kind: TaxDocumentKind;
  orderId: string;
  number: string;
  issuedAt: Date;
};

/** Where the customer's API serves a document of their order. */
export function customerDocumentPath(document: TaxDocumentSummary): string {
  return document.kind === 'invoice'
    ? `${API_PREFIX}/order/${document.orderId}/invoice`
    : `${API_PREFIX}/order/${document.orderId}/credit-notes/${document.id}`;
}

/** Where the back office serves it. */
export function staffDocumentPath(document: TaxDocumentSummary): string {
  return document.kind === 'invoice'
    ? `${API_PREFIX}/admin/orders/${document.orderId}/invoice`
    : `${API_PREFIX}/admin/orders/${document.orderId}/credit-notes/${document.id}`;
}

const tableOf = (kind: TaxDocumentKind) => (kind === 'invoice' ? invoices : creditNotes);

/**
 * Erasure (decision 0074), in its transaction: an invoice that names its recipient though Rule 46
 * did not ask it to (below ₹50,000 of taxable value, issued before invoices stopped naming such
 * recipients) loses their name and address, and so do its credit notes, which copy it; every
 * particular the rule asks for stays as issued. Their PDFs are drawn again from what is left.
 * Answers how many documents changed.
 */
export async function eraseUnneededRecipients(
  tx: Db,
  orderIds: readonly string[],
  at: Date,
): Promise<number> {
  if (orderIds.length === 0) return 0;
  const issued = await tx
    .select({ id: invoices.id, content: invoices.content })
    .from(invoices)
    .where(inArray(invoices.orderId, [...orderIds]));
  let changed = 0;
  for (const invoice of issued) {
    const document = invoice.content as TaxDocument;
    if (!document.buyer || invoiceNamesRecipient(document.totals.total)) continue;
    const credits = await tx
      .select({ id: creditNotes.id, content: creditNotes.content })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoice.id));
    const rows = [
      { kind: 'invoice' as const, ...invoice },
      ...credits.map((row) => ({ kind: 'credit_note' as const, ...row })),
    ];
    for (const { kind, id, content } of rows) {
      const table = tableOf(kind);
      await tx
        .update(table)
        .set({
          content: { ...content, buyer: null, recipientErasedAt: at.toISOString() },
          pdf: null,
        })
        .where(eq(table.id, id));
      await enqueueJob(tx, 'tax-document.render', { kind, id });
      changed++;
    }
  }
  return changed;
}

/** The orders' invoices and credit notes, the invoice first, in two queries. */
export async function documentsOf(
  db: Db,
  orderIds: readonly string[],
): Promise<TaxDocumentSummary[]> {
  if (orderIds.length === 0) return [];
  const pick = (table: typeof invoices | typeof creditNotes) => ({
    id: table.id,
    orderId: table.orderId,
    number: table.number,
    issuedAt: table.issuedAt,
  });
  const issued = await db
    .select(pick(invoices))
    .from(invoices)
    .where(inArray(invoices.orderId, [...orderIds]));
  const credited = await db
    .select(pick(creditNotes))
    .from(creditNotes)
    .where(inArray(creditNotes.orderId, [...orderIds]))
    .orderBy(asc(creditNotes.serial));
  return [
    ...issued.map((row) => ({ ...row, kind: 'invoice' as const })),
    ...credited.map((row) => ({ ...row, kind: 'credit_note' as const })),
  ];
}

/** Reads and writes of the documents once issued. */
export function createInvoiceRepository(db: Db) {
  return {
    documentsOf: (orderIds: readonly string[]) => documentsOf(db, orderIds),

    /** A document (of an order, or by its id), with its content and its PDF if drawn. */
    async find(kind: TaxDocumentKind, where: { orderId?: string; id?: string }) {
      const table = tableOf(kind);
      const [row] = await db
        .select({ id: table.id, number: table.number, content: table.content, pdf: table.pdf })
        .from(table)
        .where(
          and(
            where.orderId ? eq(table.orderId, where.orderId) : undefined,
            where.id ? eq(table.id, where.id) : undefined,
          ),
        )
        .limit(1);
      return row ? { ...row, content: row.content as TaxDocument } : null;
    },

    /**
     * Keeps the PDF drawn for a document, unless one was kept first: what was kept is what is
     * served, so a document is the same file every time. Only while the document still says what
     * the PDF was drawn from: one drawn just before an erasure changed it is not kept.
     */
    async keepPdf(
      kind: TaxDocumentKind,
      id: string,
      drawnFrom: TaxDocument,
      pdf: Uint8Array,
    ): Promise<Uint8Array> {
      const table = tableOf(kind);
      await db
        .update(table)
        .set({ pdf })
        .where(
          and(
            eq(table.id, id),
            isNull(table.pdf),
            sql`${table.content} = ${JSON.stringify(drawnFrom)}::jsonb`,
          ),
        );
      const [row] = await db.select({ pdf: table.pdf }).from(table).where(eq(table.id, id));
      return row?.pdf ?? pdf;
    },
  };
}

export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
