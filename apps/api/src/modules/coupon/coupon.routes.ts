import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, couponEndpoints as ep } from '@aurelle/contract';
import { assertBrand } from '../../lib/brand.ts';
import type { CouponService } from './coupon.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** GET /coupon/?couponType=open and POST /{brand}/getCouponDetailsFromCode — bearer token (spec §6). */
export const couponRoutes: FastifyPluginAsyncZod<{
  service: CouponService;
  brandSlug: string;
}> = async (app, { service, brandSlug }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    ep.list.path,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['coupon'],
        querystring: ep.list.query,
        response: { 200: ep.list.response, ...errors },
      },
    },
    async (request) => service.list(request.query.couponType, request.view),
  );

  app.post(
    ep.details.path,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['coupon'],
        params: ep.details.params,
        body: ep.details.body,
        response: { 200: ep.details.response, ...errors },
      },
    },
    async (request) => {
      assertBrand(request.params.brand, brandSlug);
      return service.details(request.body.couponCode, request.view);
    },
  );
};
