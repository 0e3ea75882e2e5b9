import { modulePlugin } from '../../lib/module-plugin.ts';
import { createInvoices, type Invoices } from './invoice.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    invoices: Invoices;
  }
}

/** GST invoices and credit notes: their serials, the documents as issued, their PDFs. */
export const invoiceModule = modulePlugin(
  { name: 'invoice', dependencies: ['infrastructure'] },
  (app) => {
    const invoices = createInvoices({ db: app.db });
    app.handleJobs({ 'tax-document.render': invoices.renderJob });
    return { invoices };
  },
);
