import type { Coupon, CartResponse } from '@aurelle/contract';
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from '../../../lib/use-translation.ts';
import { api } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { refreshes } from '../../../lib/cache-tags.ts';
import { notify } from '../../../lib/notify.ts';
import { cartApi } from '../api/cart-api.ts';
import { setCheckoutChoice } from '../checkout-choice.ts';
import { couponRefusal, isChosenCoupon } from '../utils/coupon-check.ts';

/**
 * Spec §4 coupon: toggling a coupon applies it, toggling the selected one clears it. Applying runs
 * the spec §5 checks in the browser first, then fetches the cart with `couponCode` and shows the
 * server's verdict (its message as a toast, spec §8); an applied coupon refreshes cart and coupons.
 */
export function useCoupon(cart: CartResponse, selected: string | null) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const [checking, setChecking] = useState<string | null>(null);
  const [fetchCart] = cartApi.endpoints.getCart.useLazyQuery();

  const apply = useCallback(
    async (coupon: Coupon) => {
      const refusal = couponRefusal(coupon, cart.totalCartPrice, i18n.language);
      if (refusal) return void notify('error', refusal);
      setChecking(coupon.couponCode);
      // The cart fetched with the code: the server's verdict (spec §4), not a cached answer.
      const verdict = await fetchCart(coupon.couponCode, false);
      setChecking(null);
      if (verdict.error)
        return void notify('error', errorMessage(verdict.error, t('messages.failed')));
      setCheckoutChoice({ couponCode: coupon.couponCode });
      dispatch(api.util.invalidateTags([...refreshes.coupon]));
    },
    [cart.totalCartPrice, dispatch, fetchCart, i18n.language, t],
  );

  const toggle = useCallback(
    (coupon: Coupon) => {
      if (isChosenCoupon(selected, coupon.couponCode))
        return setCheckoutChoice({ couponCode: null });
      void apply(coupon);
    },
    [apply, selected],
  );

  return { toggle, apply, checking };
}
