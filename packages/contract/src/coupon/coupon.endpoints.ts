import { brandParamsSchema, type Endpoint } from '../http.ts';
import { couponPaths } from './coupon.paths.ts';
import * as s from './coupon.schema.ts';

/** Coupon calls of spec §7, with the bearer token (spec §6). */
export const couponEndpoints = {
  list: {
    operationId: 'listCoupons',
    summary: 'List the coupons on offer',
    tag: 'coupon',
    access: 'customer',
    method: 'GET',
    path: couponPaths.list,
    query: s.couponListQuerySchema,
    response: s.couponListResponseSchema,
    responseName: 'CouponListResponse',
    responseDescription: 'The coupons on offer',
  },
  details: {
    operationId: 'getCouponDetails',
    summary: "Get a coupon's details from its code",
    tag: 'coupon',
    access: 'customer',
    method: 'POST',
    path: couponPaths.details,
    params: brandParamsSchema,
    body: s.couponDetailsBodySchema,
    response: s.couponDetailsResponseSchema,
    responseName: 'CouponDetailsResponse',
    responseDescription: 'The coupon the code names',
    errors: [404],
  },
} as const satisfies Record<string, Endpoint>;
