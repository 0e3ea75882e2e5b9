import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponEndpoints as ep } from '@aurelle/contract';
import { assertBrand } from '../../lib/brand.ts';
import { PER_CUSTOMER, sendFresh } from '../../lib/http-cache.ts';
import { documented } from '../../lib/openapi.ts';
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
      schema: { tags: ['coupon'], ...documented(ep.list, 'customer'), querystring: ep.list.query },
    },
    async (request, reply) =>
      sendFresh(
        request,
        reply,
        await service.list(request.query.couponType, request.locale),
        PER_CUSTOMER,
      ),
  );

  app.post(
    ep.details.path,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['coupon'],
        ...documented(ep.details, 'customer', [404]),
        params: ep.details.params,
        body: ep.details.body,
      },
    },
    async (request, reply) => {
      assertBrand(request.params.brand, brandSlug);
      const details = await service.details(request.body.couponCode, request.locale);
      return sendFresh(request, reply, details, PER_CUSTOMER);
    },
  );
};
