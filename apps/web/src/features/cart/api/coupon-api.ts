import {
  couponEndpoints as ep,
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
      query: () => ({ url: ep.list.path, params: { couponType: 'open' } }),
      responseSchema: ep.list.response,
      providesTags: ['Coupons'],
    }),
    /** POST /{brand}/getCouponDetailsFromCode: a code typed by hand (docs/decisions/0048). */
    getCouponDetails: build.mutation<CouponDetailsResponse, string>({
      query: (couponCode) => ({
        url: ep.details.path.replace(':brand', env.brandSlug),
        method: 'POST',
        body: { couponCode },
      }),
      responseSchema: ep.details.response,
    }),
  }),
});

export const { useGetCouponsQuery, useGetCouponDetailsMutation } = couponApi;
