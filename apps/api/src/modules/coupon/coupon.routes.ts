import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponEndpoints as ep } from '@aurelle/contract';
import { assertBrand } from '../../lib/brand.ts';
import { documented } from '../../lib/openapi.ts';
import { PER_CUSTOMER } from '../../lib/response-cache.ts';
import type { CouponService } from './coupon.service.ts';

/** GET /coupon/?couponType=open and POST /{brand}/getCouponDetailsFromCode — bearer token (spec §6). */
export const couponRoutes: FastifyPluginAsyncZod<{
  service: CouponService;
  brandSlug: string;
}> = async (app, { service, brandSlug }) => {
  app.get(
    ep.list.path,
    {
      onRequest: app.requireCustomer,
      config: { caching: PER_CUSTOMER },
      schema: { tags: ['coupon'], ...documented(ep.list, 'customer'), querystring: ep.list.query },
    },
    async (request) => await service.list(request.query.couponType, request.locale),
  );

  app.post(
    ep.details.path,
    {
      onRequest: app.requireCustomer,
      config: { caching: PER_CUSTOMER },
      schema: {
        tags: ['coupon'],
        ...documented(ep.details, 'customer', [404]),
        params: ep.details.params,
        body: ep.details.body,
      },
    },
    async (request) => {
      assertBrand(request.params.brand, brandSlug);
      const details = await service.details(request.body.couponCode, request.locale);
      return details;
    },
  );
};
