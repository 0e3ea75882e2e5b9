import { cashCapRefusal, type PaymentMethod } from '@aurelle/contract';
import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { env } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { notify } from '../../lib/notify.ts';
import { CART_STEPS, closePanel, setCartStep, usePanelState } from '../../lib/panel.ts';
import { DrawerEmpty, DrawerLoading } from '../../components/ui/drawer-states.tsx';
import { AddressPicker } from '../../features/address/components/address-picker.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useGetCartQuery } from '../../features/cart/api/cart-api.ts';
import {
  clearCheckoutChoice,
  setCheckoutChoice,
  useCheckoutChoice,
} from '../../features/cart/checkout-choice.ts';
import { CartStep as CartLines } from '../../features/cart/components/cart-step.tsx';
import { CheckoutStep } from '../../features/cart/components/checkout-step.tsx';
import { ItemSummaries, Totals } from '../../features/cart/components/totals.tsx';
import { useSiteSettings } from '../../features/content/hooks/use-site-settings.ts';
import { CouponList } from '../../features/coupon/components/coupon-list.tsx';
import { PaymentStep } from '../../features/payment/components/payment-step.tsx';
import { usePlaceOrder } from '../../features/payment/hooks/use-place-order.ts';
import { loadCheckoutScript } from '../../features/payment/utils/provider-checkout.ts';

/**
 * The cart drawer as the app composes it (spec §2, §4): cart → checkout → payment, the step kept in
 * the panel slice (the back arrow and closing are the shell's). The provider's checkout script
 * loads when the drawer opens. A placed (cash) or paid (card) order goes to /orders, closes the
 * drawer and clears the chosen address and coupon.
 */
export function CartDrawer({ onNavigate }: { onNavigate: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const step = usePanelState((panel) => panel.cartStep);
  const session = useSession();
  const choice = useCheckoutChoice();
  const settings = useSiteSettings();
  const couponCode = choice.couponCode;
  const cartQuery = useGetCartQuery(couponCode ?? undefined, { enabled: session.isLoggedIn });
  const { place, placing } = usePlaceOrder();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // Spec §2: the card provider's checkout script is loaded when the cart drawer opens.
  useEffect(() => {
    loadCheckoutScript().catch(() => undefined);
  }, []);

  // A coupon the server no longer takes (the cart fell below its minimum, it ran out): its
  // message, and the cart without it.
  const couponError = couponCode && cartQuery.isError ? cartQuery.error : null;
  useEffect(() => {
    if (!couponError) return;
    notify('error', errorMessage(couponError, t('messages.failed')));
    setCheckoutChoice({ couponCode: null });
  }, [couponError, t]);

  // Each new step is announced: focus moves to its heading (not on the drawer's first render).
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  const addresses = session.profile.addresses;
  const chosenId = choice.addressId === undefined ? (addresses[0]?._id ?? null) : choice.addressId;
  const address = addresses.find((saved) => saved._id === chosenId) ?? null;
  const cart = cartQuery.data;

  if (!session.isLoggedIn && !session.isLoading) return <DrawerEmpty onNavigate={onNavigate} />;
  if (!cart) return <DrawerLoading />;
  if (cart.cart.length === 0) return <DrawerEmpty onNavigate={onNavigate} />;

  const go = setCartStep;
  const ordered = () => {
    // Committed at once, effects included: the drawer lets go of the cart with the coupon before
    // the order's refresh (spec §4) asks for the emptied cart, which no coupon fits any more.
    flushSync(clearCheckoutChoice);
    closePanel();
    void navigate(paths.orders);
  };
  const onPlace = async (method: PaymentMethod) => {
    if (!address) return go('checkout');
    const { user_id, name, email, phone } = session.profile;
    await place(
      {
        cart,
        address,
        orderer: { user_id, name, email, phone },
        method,
        couponCode,
        brand: env.brandSlug,
      },
      ordered,
    );
  };
  const position = CART_STEPS.indexOf(step) + 1;

  return (
    <>
      <h3 ref={stepHeading} tabIndex={-1} className="visually-hidden">
        {t('cart.stepOf', {
          step: position,
          steps: CART_STEPS.length,
          name: t(`cart.steps.${step}`),
        })}
      </h3>
      {step === 'cart' ? <CartLines cart={cart} onCheckout={() => go('checkout')} /> : null}
      {step === 'checkout' ? (
        <CheckoutStep
          cart={cart}
          couponCode={couponCode}
          renderCoupons={(coupons) => <CouponList {...coupons} />}
          addressChosen={address !== null}
          onProceed={() => go('payment')}
          address={
            <AddressPicker
              addresses={addresses}
              selectedId={address?._id ?? null}
              onSelect={(addressId) => setCheckoutChoice({ addressId })}
            />
          }
        />
      ) : null}
      {step === 'payment' ? (
        <PaymentStep
          cashOffered={settings?.pod_status === true}
          cashRefusal={cashCapRefusal(
            i18n.language,
            cart.finalTotalInrPaise,
            settings?.pod_cap_inr_paise,
          )}
          placing={placing}
          onPlace={(method) => void onPlace(method)}
          onNavigate={onNavigate}
          summary={<ItemSummaries lines={cart.cart} />}
          totals={<Totals cart={cart} />}
        />
      ) : null}
    </>
  );
}
