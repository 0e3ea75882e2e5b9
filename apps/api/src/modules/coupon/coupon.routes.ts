import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponEndpoints as ep } from '@aurelle/contract';
import { assertBrand } from '../../lib/brand.ts';
import { customerRouteOptions } from '../../lib/customer-route.ts';
import { PER_CUSTOMER } from '../../lib/response-cache.ts';
import type { CouponService } from './coupon.service.ts';

/** GET /coupon/?couponType=open and POST /{brand}/getCouponDetailsFromCode — bearer token (spec §6). */
export const couponRoutes: FastifyPluginAsyncZod<{
  service: CouponService;
  brandSlug: string;
}> = async (app, { service, brandSlug }) => {
  const customerOnly = customerRouteOptions(app, 'coupon', PER_CUSTOMER);

  app.get(ep.list.path, customerOnly(ep.list), async (request) =>
    service.list(request.query.couponType, request.locale),
  );

  app.post(ep.details.path, customerOnly(ep.details, [404]), async (request) => {
    assertBrand(request.params.brand, brandSlug);
    return service.details(request.body.couponCode, request.locale);
  });
};
