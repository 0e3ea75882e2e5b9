import { useTranslation } from '../../lib/use-translation.ts';
import { useAddToCartMutation } from '../../features/cart/api/cart-api.ts';
import { notify } from '../../lib/notify.ts';
import { openPanel, setCartStep } from '../../lib/panel.ts';
import { useToken } from '../../lib/session.ts';
import { useVisitorActions, type Purchase, type ProductActions } from './visitor-actions.ts';
import { useFailureNotice, useWishlistHeart } from './use-wishlist-heart.ts';

export type { Purchase } from './visitor-actions.ts';

/**
 * Add to cart, buy now and the wishlist heart (use-wishlist-heart.ts), with the spec §8 messages:
 * logged out, as a visitor's (visitor-actions.ts); stock 0 is refused, and server failures show
 * the server's message.
 */
export function useCustomerActions(): ProductActions {
  const { t } = useTranslation();
  const token = useToken();
  const visitor = useVisitorActions();
  const addToCart = useAddToCartMutation();
  const heart = useWishlistHeart();
  const fail = useFailureNotice();
  const sendToCart = async ({ product, options, quantity }: Purchase) => {
    const variant = options.map(({ optionValue }) => ({ optionValue }));
    await addToCart.mutateAsync({ products: [{ product_id: product._id, quantity, variant }] });
    notify('success', t('messages.added'));
  };

  const add = async (purchase: Purchase) => {
    if (!token) return visitor.add(purchase);
    if (visitor.outOfStock(purchase.product)) return;
    await sendToCart(purchase).catch(fail);
  };

  const buyNow = async (purchase: Purchase) => {
    if (!token) return visitor.buyNow(purchase);
    if (visitor.outOfStock(purchase.product)) return;
    // Buy now goes on to the checkout step (spec §4).
    await sendToCart(purchase)
      .then(() => {
        setCartStep('checkout');
        openPanel('cart');
      })
      .catch(fail);
  };

  return { ...heart, add, buyNow, busy: addToCart.isPending || heart.busy };
}
