import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { adminEndpoints as admin, orderEndpoints as shop } from '@aurelle/contract';
import { signedInCustomer } from '../../lib/customer.ts';
import { notFound } from '../../lib/errors.ts';
import { sendPdf as send } from '../../lib/pdf-reply.ts';
import { NEVER_STORED } from '../../lib/response-cache.ts';
import { route } from '../../lib/route.ts';
import type { TaxDocumentFile } from './invoice.service.ts';

const NO_DOCUMENT = 'No such document for this order';
const options = { caching: NEVER_STORED };

function sendPdf(reply: FastifyReply, file: TaxDocumentFile | null) {
  if (!file) throw notFound(NO_DOCUMENT);
  return send(reply, file);
}

/** An order's invoice and credit notes as PDFs, for its customer (another's order is not found). */
export const invoiceRoutes: FastifyPluginAsync = async (app) => {
  const { invoices, ownsOrder } = app;
  route(
    app,
    shop.invoice,
    async (request, reply) => {
      const { orderId } = request.params;
      const own = await ownsOrder(signedInCustomer(request).id, orderId);
      return sendPdf(reply, own ? await invoices.invoicePdf(orderId) : null);
    },
    options,
  );

  route(
    app,
    shop.creditNote,
    async (request, reply) => {
      const { orderId, creditNoteId } = request.params;
      const own = await ownsOrder(signedInCustomer(request).id, orderId);
      return sendPdf(reply, own ? await invoices.creditNotePdf(orderId, creditNoteId) : null);
    },
    options,
  );
};

/** An order's invoice and credit notes as PDFs, for staff who may read invoices. */
export const invoiceAdminRoutes: FastifyPluginAsync = async (app) => {
  const { invoices } = app;
  route(app, admin.orderInvoice, async (request, reply) =>
    sendPdf(reply, await invoices.invoicePdf(request.params.orderId)),
  );
  route(app, admin.orderCreditNote, async (request, reply) => {
    const { orderId, creditNoteId } = request.params;
    return sendPdf(reply, await invoices.creditNotePdf(orderId, creditNoteId));
  });
};
