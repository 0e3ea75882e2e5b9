import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints as ep, roleCan } from '@aurelle/contract';
import { documented } from '../../lib/openapi.ts';
import { requestActor, staffOf } from '../staff/admin-scope.ts';
import type { OrderAdminService } from './order-admin.service.ts';
import type { Staff } from './order-admin.view.ts';

const tags = ['admin: orders'];

/** Who acts, as the service needs them: fulfilment never sees money. */
function staffFor(request: FastifyRequest): Staff {
  const { account } = staffOf(request);
  return {
    actor: requestActor(request),
    staffId: account.id,
    name: account.name,
    seesPrices: roleCan(account.role, 'prices:read'),
  };
}

/** The back office's orders: the list, an order, its transitions, notes, refunds, the CSV, settings. */
export const orderAdminRoutes: FastifyPluginAsyncZod<{ service: OrderAdminService }> = async (
  app,
  { service },
) => {
  app.get(
    ep.orders.path,
    {
      config: { permission: 'orders:read' },
      schema: { tags, ...documented(ep.orders, 'staff', [400, 403]), querystring: ep.orders.query },
    },
    (request) => service.list(request.query, staffFor(request).seesPrices),
  );

  app.get(
    ep.orderCounts.path,
    {
      config: { permission: 'orders:read' },
      schema: { tags, ...documented(ep.orderCounts, 'staff', [403]) },
    },
    () => service.counts(),
  );

  app.get(
    ep.exportOrders.path,
    {
      config: { permission: 'orders:export' },
      schema: {
        tags,
        ...documented(ep.exportOrders, 'staff', [400, 403]),
        querystring: ep.exportOrders.query,
      },
    },
    async (request, reply) => {
      const { filename, csv } = await service.exportCsv(request.query, requestActor(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );

  app.get(
    ep.order.path,
    {
      config: { permission: 'orders:read' },
      schema: { tags, ...documented(ep.order, 'staff', [403, 404]), params: ep.order.params },
    },
    (request) => service.order(request.params.orderId, staffFor(request).seesPrices),
  );

  app.post(
    ep.packOrder.path,
    {
      config: { permission: 'orders:fulfil' },
      schema: {
        tags,
        ...documented(ep.packOrder, 'staff', [400, 403, 404, 409]),
        params: ep.packOrder.params,
        body: ep.packOrder.body,
      },
    },
    (request) => service.pack(staffFor(request), request.params.orderId, request.body),
  );

  app.post(
    ep.shipOrder.path,
    {
      config: { permission: 'orders:fulfil' },
      schema: {
        tags,
        ...documented(ep.shipOrder, 'staff', [400, 403, 404, 409]),
        params: ep.shipOrder.params,
        body: ep.shipOrder.body,
      },
    },
    (request) => service.ship(staffFor(request), request.params.orderId, request.body),
  );

  app.post(
    ep.deliverOrder.path,
    {
      config: { permission: 'orders:fulfil' },
      schema: {
        tags,
        ...documented(ep.deliverOrder, 'staff', [400, 403, 404, 409]),
        params: ep.deliverOrder.params,
        body: ep.deliverOrder.body,
      },
    },
    (request) => service.deliver(staffFor(request), request.params.orderId, request.body),
  );

  app.post(
    ep.cancelOrder.path,
    {
      config: { permission: 'orders:refund' },
      schema: {
        tags,
        ...documented(ep.cancelOrder, 'staff', [400, 403, 404, 409, 503]),
        params: ep.cancelOrder.params,
        body: ep.cancelOrder.body,
      },
    },
    (request) => service.cancel(staffFor(request), request.params.orderId, request.body),
  );

  app.post(
    ep.addOrderNote.path,
    {
      config: { permission: 'orders:fulfil' },
      schema: {
        tags,
        ...documented(ep.addOrderNote, 'staff', [400, 403, 404]),
        params: ep.addOrderNote.params,
        body: ep.addOrderNote.body,
      },
    },
    (request) => service.note(staffFor(request), request.params.orderId, request.body),
  );

  app.post(
    ep.refundOrder.path,
    {
      config: { permission: 'orders:refund' },
      schema: {
        tags,
        ...documented(ep.refundOrder, 'staff', [400, 403, 404, 409, 422, 503]),
        params: ep.refundOrder.params,
        body: ep.refundOrder.body,
      },
    },
    (request) => service.refund(staffFor(request), request.params.orderId, request.body),
  );

  app.get(
    ep.orderSettings.path,
    {
      config: { permission: 'settings:read' },
      schema: { tags, ...documented(ep.orderSettings, 'staff', [403]) },
    },
    () => service.settings(),
  );
  app.put(
    ep.updateOrderSettings.path,
    {
      config: { permission: 'settings:write' },
      schema: {
        tags,
        ...documented(ep.updateOrderSettings, 'staff', [400, 403]),
        body: ep.updateOrderSettings.body,
      },
    },
    (request) => service.setSettings(staffFor(request), request.body.notifyEmail),
  );
};
