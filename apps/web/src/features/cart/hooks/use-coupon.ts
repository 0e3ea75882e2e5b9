import { couponRefusal, isChosenCoupon, type CartResponse, type Coupon } from '@aurelle/contract';
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { apiQuery } from '../../../lib/query-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { refreshAfter } from '../../../lib/refresh.ts';
import { notify } from '../../../lib/notify.ts';
import { cartCall } from '../api/cart-api.ts';
import { setCheckoutChoice } from '../checkout-choice.ts';

/**
 * Spec §4 coupon: toggling a coupon applies it, toggling the selected one clears it. Applying runs
 * the spec §5 checks in the browser first, then fetches the cart with `couponCode` and shows the
 * server's verdict (its message as a toast, spec §8); an applied coupon refreshes cart and coupons.
 */
export function useCoupon(cart: CartResponse, selected: string | null) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [checking, setChecking] = useState<string | null>(null);

  const apply = useCallback(
    async (coupon: Coupon) => {
      const refusal = couponRefusal(coupon, cart.totalCartPrice, i18n.language);
      if (refusal) return void notify('error', refusal);
      setChecking(coupon.couponCode);
      // The cart fetched with the code: the server's verdict (spec §4), not a cached answer.
      try {
        await client.fetchQuery({ ...apiQuery(cartCall(coupon.couponCode)), staleTime: 0 });
      } catch (error) {
        return void notify('error', errorMessage(error, t('messages.failed')));
      } finally {
        setChecking(null);
      }
      setCheckoutChoice({ couponCode: coupon.couponCode });
      void refreshAfter(client, 'coupon');
    },
    [cart.totalCartPrice, client, i18n.language, t],
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
