import type { EndpointName } from '../../lib/api.ts';
import { useApiMutation, useApiQuery } from '../../lib/use-api.ts';

/** What a change to a coupon makes stale: the list and its page. */
export const COUPON_CHANGES: readonly EndpointName[] = ['coupons', 'coupon'];

export function useCoupons() {
  return useApiQuery('coupons', {});
}

export function useCoupon(couponId: string) {
  return useApiQuery('coupon', { params: { couponId } });
}

export function useCreateCoupon() {
  return useApiMutation('createCoupon', { invalidates: COUPON_CHANGES });
}

export function useUpdateCoupon() {
  return useApiMutation('updateCoupon', { invalidates: COUPON_CHANGES });
}

export function useDisableCoupon() {
  return useApiMutation('disableCoupon', { invalidates: COUPON_CHANGES });
}

export function useEnableCoupon() {
  return useApiMutation('enableCoupon', { invalidates: COUPON_CHANGES });
}
