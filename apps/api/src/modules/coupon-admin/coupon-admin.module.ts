import { modulePlugin } from '../../lib/module-plugin.ts';
import { backOfficeDeps } from '../audit/back-office.ts';
import { createCouponAdminRepository } from './coupons.repository.ts';
import { createCouponAdmin, type CouponAdmin } from './coupons.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    couponAdmin: CouponAdmin;
  }
}

/** The back office's coupons: the list, a coupon's uses and revenue, create, change, disable. */
export const couponAdminModule = modulePlugin(
  { name: 'coupon-admin', dependencies: ['infrastructure', 'audit'] },
  (app) => ({ couponAdmin: createCouponAdmin(backOfficeDeps(app, createCouponAdminRepository)) }),
);
