import { brandParamsSchema, type Endpoint } from '../http.ts';
import * as s from './coupon.schema.ts';

/** Coupon calls of spec §7, with the bearer token (spec §6). */
export const couponEndpoints = {
  list: {
    method: 'GET',
    path: '/coupon/',
    query: s.couponListQuerySchema,
    response: s.couponListResponseSchema,
  },
  details: {
    method: 'POST',
    path: '/:brand/getCouponDetailsFromCode',
    params: brandParamsSchema,
    body: s.couponDetailsBodySchema,
    response: s.couponDetailsResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
