import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { adminEndpoints as ep, roleCan } from '@aurelle/contract';
import { sendCsv } from '../../lib/csv.ts';
import { sendPdf } from '../../lib/pdf-reply.ts';
import { route } from '../../lib/route.ts';
import { requestActor, staffOf } from '../staff/admin-scope.ts';
import type { Staff } from './order-admin.view.ts';

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

/**
 * The back office's orders: the list, an order, its packing slips, its transitions, notes, refunds,
 * the CSV, settings.
 */
export const orderAdminRoutes: FastifyPluginAsync = async (app) => {
  const service = app.orderAdmin;
  route(app, ep.orders, (request) => service.list(request.query, staffFor(request).seesPrices));
  route(app, ep.orderCounts, () => service.counts());
  route(app, ep.exportOrders, async (request, reply) =>
    sendCsv(reply, await service.exportCsv(request.query, requestActor(request))),
  );
  route(app, ep.order, (request) =>
    service.order(request.params.orderId, staffFor(request).seesPrices),
  );
  route(app, ep.packingSlips, async (_request, reply) =>
    sendPdf(reply, await service.packingSlipsToPack()),
  );
  route(app, ep.packingSlip, async (request, reply) =>
    sendPdf(reply, await service.packingSlip(request.params.orderId)),
  );

  route(app, ep.packOrder, (request) =>
    service.pack(staffFor(request), request.params.orderId, request.body),
  );
  route(app, ep.shipOrder, (request) =>
    service.ship(staffFor(request), request.params.orderId, request.body),
  );
  route(app, ep.deliverOrder, (request) =>
    service.deliver(staffFor(request), request.params.orderId, request.body),
  );
  route(app, ep.cancelOrder, (request) =>
    service.cancel(staffFor(request), request.params.orderId, request.body),
  );
  route(app, ep.addOrderNote, (request) =>
    service.note(staffFor(request), request.params.orderId, request.body),
  );
  route(app, ep.refundOrder, (request) =>
    service.refund(staffFor(request), request.params.orderId, request.body),
  );

  route(app, ep.orderSettings, () => service.settings());
  route(app, ep.updateOrderSettings, (request) =>
    service.setSettings(staffFor(request), request.body),
  );
};
