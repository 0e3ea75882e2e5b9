import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints as admin, orderEndpoints as shop } from '@aurelle/contract';
import { signedInCustomer } from '../../lib/customer.ts';
import { customerRouteOptions } from '../../lib/customer-route.ts';
import { notFound } from '../../lib/errors.ts';
import { documented } from '../../lib/openapi.ts';
import { NEVER_STORED } from '../../lib/response-cache.ts';
import type { Invoices, TaxDocumentFile } from './invoice.service.ts';

const NO_DOCUMENT = 'No such document for this order';

function sendPdf(reply: FastifyReply, file: TaxDocumentFile | null) {
  if (!file) throw notFound(NO_DOCUMENT);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.pdf));
}

/** An order's invoice and credit notes as PDFs, for its customer (another's order is not found). */
export const invoiceRoutes: FastifyPluginAsyncZod<{
  invoices: Invoices;
  ownsOrder: (customerId: string, orderId: string) => Promise<boolean>;
}> = async (app, { invoices, ownsOrder }) => {
  const customerOnly = customerRouteOptions(app, 'order', NEVER_STORED);

  app.get(shop.invoice.path, customerOnly(shop.invoice, [404]), async (request, reply) => {
    const { orderId } = request.params;
    const own = await ownsOrder(signedInCustomer(request).id, orderId);
    return sendPdf(reply, own ? await invoices.invoicePdf(orderId) : null);
  });

  app.get(shop.creditNote.path, customerOnly(shop.creditNote, [404]), async (request, reply) => {
    const { orderId, creditNoteId } = request.params;
    const own = await ownsOrder(signedInCustomer(request).id, orderId);
    return sendPdf(reply, own ? await invoices.creditNotePdf(orderId, creditNoteId) : null);
  });
};

/** An order's invoice and credit notes as PDFs, for staff who may read invoices. */
export const invoiceAdminRoutes: FastifyPluginAsyncZod<{ invoices: Invoices }> = async (
  app,
  { invoices },
) => {
  const tags = ['admin: orders'];
  app.get(
    admin.orderInvoice.path,
    {
      config: { permission: 'invoices:read' },
      schema: {
        tags,
        ...documented(admin.orderInvoice, 'staff', [403, 404]),
        params: admin.orderInvoice.params,
      },
    },
    async (request, reply) => sendPdf(reply, await invoices.invoicePdf(request.params.orderId)),
  );
  app.get(
    admin.orderCreditNote.path,
    {
      config: { permission: 'invoices:read' },
      schema: {
        tags,
        ...documented(admin.orderCreditNote, 'staff', [403, 404]),
        params: admin.orderCreditNote.params,
      },
    },
    async (request, reply) => {
      const { orderId, creditNoteId } = request.params;
      return sendPdf(reply, await invoices.creditNotePdf(orderId, creditNoteId));
    },
  );
};
