import {
  couponDetailsResponseSchema,
  couponListResponseSchema,
  couponPaths,
  type CouponDetailsResponse,
  type CouponListResponse,
} from '@aurelle/contract';
import { env } from '../../../config/env.ts';
import { api } from '../../../lib/api.ts';

/** The coupon calls of spec §7, with the bearer token; applying one is a cart fetch (cart-api). */
export const couponApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /coupon/?couponType=open: live coupons first, then those the §5 checks refuse. */
    getCoupons: build.query<CouponListResponse, void>({
      query: () => ({ url: couponPaths.list, params: { couponType: 'open' } }),
      responseSchema: couponListResponseSchema,
      providesTags: ['Coupons'],
    }),
    /** POST /{brand}/getCouponDetailsFromCode: a code typed by hand (docs/decisions/0048). */
    getCouponDetails: build.mutation<CouponDetailsResponse, string>({
      query: (couponCode) => ({
        url: couponPaths.details.replace(':brand', env.brandSlug),
        method: 'POST',
        body: { couponCode },
      }),
      responseSchema: couponDetailsResponseSchema,
    }),
  }),
});

export const { useGetCouponsQuery, useGetCouponDetailsMutation } = couponApi;
