import { modulePlugin } from '../../lib/module-plugin.ts';
import { createCouponRepository } from './coupon.repository.ts';
import { createCouponService, type CouponService } from './coupon.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    coupon: CouponService;
  }
}

/** Coupons: the open list and a code's checks (spec §5). */
export const couponModule = modulePlugin(
  { name: 'coupon', dependencies: ['infrastructure', 'catalog'] },
  (app) => {
    const { clock } = app;
    const repo = createCouponRepository(app.db);
    return { coupon: createCouponService({ repo, catalog: app.catalog, now: () => clock.now() }) };
  },
);
