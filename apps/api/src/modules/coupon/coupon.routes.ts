import type { FastifyPluginAsync } from 'fastify';
import { couponEndpoints as ep } from '@aurelle/contract';
import { assertBrand } from '../../lib/brand.ts';
import { PER_CUSTOMER } from '../../lib/response-cache.ts';
import { route } from '../../lib/route.ts';

const options = { caching: PER_CUSTOMER };

/** GET /coupon/?couponType=open and POST /{brand}/getCouponDetailsFromCode — bearer token (spec §6). */
export const couponRoutes: FastifyPluginAsync = async (app) => {
  const service = app.coupon;
  const brandSlug = app.env.BRAND_SLUG;
  route(app, ep.list, (request) => service.list(request.query.couponType, request.locale), options);

  route(
    app,
    ep.details,
    (request) => {
      assertBrand(request.params.brand, brandSlug);
      return service.details(request.body.couponCode, request.locale);
    },
    options,
  );
};
