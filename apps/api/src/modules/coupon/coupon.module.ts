import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCouponRepository } from './coupon.repository.ts';
import { createCouponService, type CouponService } from './coupon.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    coupon: CouponService;
  }
}

/** Coupons: the open list and a code's checks (spec §5). */
export const couponModule = fp(
  async (app: FastifyInstance) => {
    const { clock } = app;
    app.decorate(
      'coupon',
      createCouponService({
        repo: createCouponRepository(app.db),
        catalog: app.catalog,
        now: () => clock.now(),
      }),
    );
  },
  { name: 'coupon', dependencies: ['infrastructure', 'catalog'], fastify: '5.x' },
);
