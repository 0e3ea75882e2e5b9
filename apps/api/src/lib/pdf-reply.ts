import type { FastifyReply } from 'fastify';

/** A PDF document and the name it is saved under. */
export type PdfFile = { filename: string; pdf: Uint8Array };

/** Answers a PDF as a download named `filename`, kept by no cache: it holds a customer's details. */
export function sendPdf(reply: FastifyReply, { filename, pdf }: PdfFile) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf));
}
