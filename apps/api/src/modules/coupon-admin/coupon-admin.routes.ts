import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as ep } from '@aurelle/contract';
import { route } from '../../lib/route.ts';
import { requestActor } from '../staff/admin-scope.ts';

/** The back office's coupons: the list, a coupon's page, create, change, disable and enable. */
export const couponAdminRoutes: FastifyPluginAsync = async (app) => {
  const service = app.couponAdmin;
  route(app, ep.coupons, () => service.list());
  route(app, ep.coupon, (request) => service.get(request.params.couponId));
  route(app, ep.createCoupon, (request) => service.create(requestActor(request), request.body));
  route(app, ep.updateCoupon, (request) =>
    service.update(requestActor(request), request.params.couponId, request.body),
  );
  route(app, ep.disableCoupon, (request) =>
    service.disable(requestActor(request), request.params.couponId),
  );
  route(app, ep.enableCoupon, (request) =>
    service.enable(requestActor(request), request.params.couponId),
  );
};
