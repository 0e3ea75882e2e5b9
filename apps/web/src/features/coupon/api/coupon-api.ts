import {
  couponPaths,
  type CouponDetailsResponse,
  type CouponListResponse,
} from '@aurelle/contract';
import { env } from '../../../config/env.ts';
import { useApiMutation, useApiQuery } from '../../../lib/use-api.ts';

/** GET /coupon/?couponType=open: live coupons first, then those the §5 checks refuse. */
export const useGetCouponsQuery = () =>
  useApiQuery<CouponListResponse>({
    name: 'coupons',
    method: 'GET',
    path: couponPaths.list,
    query: { couponType: 'open' },
  });

/** POST /{brand}/getCouponDetailsFromCode: a code typed by hand (docs/decisions/0048). */
export const useGetCouponDetailsMutation = () =>
  useApiMutation<string, CouponDetailsResponse>((couponCode) => ({
    method: 'POST',
    path: couponPaths.details.replace(':brand', env.brandSlug),
    body: { couponCode },
  }));
