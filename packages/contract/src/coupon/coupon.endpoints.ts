import { brandParamsSchema, type Endpoint } from '../http.ts';
import { couponPaths } from './coupon.paths.ts';
import * as s from './coupon.schema.ts';

/** Coupon calls of spec §7, with the bearer token (spec §6). */
export const couponEndpoints = {
  list: {
    operationId: 'listCoupons',
    summary: 'List the coupons on offer',
    method: 'GET',
    path: couponPaths.list,
    query: s.couponListQuerySchema,
    response: s.couponListResponseSchema,
  },
  details: {
    operationId: 'getCouponDetails',
    summary: "Get a coupon's details from its code",
    method: 'POST',
    path: couponPaths.details,
    params: brandParamsSchema,
    body: s.couponDetailsBodySchema,
    response: s.couponDetailsResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
