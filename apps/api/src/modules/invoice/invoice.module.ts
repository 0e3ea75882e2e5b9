import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInvoices, type Invoices } from './invoice.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    invoices: Invoices;
  }
}

/** GST invoices and credit notes: their serials, the documents as issued, their PDFs. */
export const invoiceModule = fp(
  async (app: FastifyInstance) => {
    const invoices = createInvoices({ db: app.db });
    app.decorate('invoices', invoices);
    app.handleJobs({ 'tax-document.render': invoices.renderJob });
  },
  { name: 'invoice', dependencies: ['infrastructure'], fastify: '5.x' },
);
