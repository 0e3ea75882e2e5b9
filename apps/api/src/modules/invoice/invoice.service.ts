import type { Db } from '../../db/client.ts';
import type { JobHandler } from '../../lib/job-queue.ts';
import { isUuid } from '../../lib/uuid.ts';
import { createInvoiceRepository, type InvoiceRepository } from './invoice.repository.ts';
import type { TaxDocument, TaxDocumentKind } from './tax-document.ts';

/** pdfmake and its fonts load with the first document drawn, not with the server. */
async function render(content: TaxDocument): Promise<Uint8Array> {
  const { renderTaxDocument } = await import('./tax-document-pdf.ts');
  return renderTaxDocument(content);
}

export type TaxDocumentFile = { number: string; filename: string; pdf: Uint8Array };

const filenameOf = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

/**
 * Invoices and credit notes once issued: their PDFs, drawn once from the document as issued (by
 * the render job, or by whoever asks first) and served as kept.
 */
export function createInvoices({ db }: { db: Db }) {
  const repo: InvoiceRepository = createInvoiceRepository(db);

  async function fileOf(
    kind: TaxDocumentKind,
    where: { orderId?: string; id?: string },
  ): Promise<TaxDocumentFile | null> {
    const document = await repo.find(kind, where);
    if (!document) return null;
    const pdf =
      document.pdf ??
      (await repo.keepPdf(kind, document.id, document.content, await render(document.content)));
    return { number: document.number, filename: filenameOf(document.number), pdf };
  }

  /** A document of an order as its PDF; an id that cannot be a row's is none. */
  function pdfOf(kind: TaxDocumentKind, orderId: string, id?: string) {
    if (!isUuid(orderId) || (id !== undefined && !isUuid(id))) return Promise.resolve(null);
    return fileOf(kind, { orderId, id });
  }

  const renderJob: JobHandler<'tax-document.render'> = {
    async run({ kind, id }) {
      await fileOf(kind, { id });
    },
  };

  return {
    documentsOf: repo.documentsOf,
    /** The order's invoice as a PDF; null when it has none (not shipped yet). */
    invoicePdf: (orderId: string) => pdfOf('invoice', orderId),
    /** One of the order's credit notes as a PDF. */
    creditNotePdf: (orderId: string, creditNoteId: string) =>
      pdfOf('credit_note', orderId, creditNoteId),
    renderJob,
  };
}

export type Invoices = ReturnType<typeof createInvoices>;
