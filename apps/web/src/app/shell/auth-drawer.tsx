import { useTranslation } from '../../lib/use-translation.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { clearPendingPurchase, getPendingPurchase } from '../../lib/buy-now.ts';
import { notify } from '../../lib/notify.ts';
import { closePanel, openPanel, setCartStep, setAuthTab } from '../../lib/panel.ts';
import { setToken } from '../../lib/session.ts';
import { AddressForm } from '../../features/address/components/address-form.tsx';
import { AuthPanel } from '../../features/auth/components/auth-panel.tsx';
import { useAddToCartMutation } from '../../features/cart/api/cart-api.ts';

/**
 * The auth drawer as the app composes it (spec §4): after a verified code the token is kept (the
 * queries that carry it ask afresh), and then a pending buy-now goes into the cart and the cart opens;
 * else a signup goes on to the address tab and a login closes the drawer.
 */
export function AuthDrawer({ onExplore }: { onExplore: () => void }) {
  const { t } = useTranslation();
  const addToCart = useAddToCartMutation();

  const signedIn = async (event: 'login' | 'signup', token: string) => {
    setToken(token);
    notify('success', t(event === 'login' ? 'auth.toast.login' : 'auth.toast.signup'));
    const pending = getPendingPurchase();
    if (pending) {
      clearPendingPurchase();
      const variant = pending.options.map(({ optionValue }) => ({ optionValue }));
      const quantity = Number(pending.quantity) || 1;
      try {
        await addToCart.mutateAsync({
          products: [{ product_id: pending.product._id, quantity, variant }],
        });
        notify('success', t('messages.added'));
        // Buy now goes on to the checkout step (spec §4).
        setCartStep('checkout');
        openPanel('cart');
      } catch (error) {
        notify('error', errorMessage(error, t('messages.failed')));
        closePanel();
      }
      return;
    }
    if (event === 'signup') setAuthTab('address');
    else closePanel();
  };

  return (
    <AuthPanel
      onExplore={onExplore}
      onSignedIn={(event, token) => void signedIn(event, token)}
      renderAddressStep={(next) => (
        // Spec §4: add a delivery address, or skip.
        <AddressForm onSaved={next} secondary={{ label: t('auth.address.skip'), onClick: next }} />
      )}
    />
  );
}
