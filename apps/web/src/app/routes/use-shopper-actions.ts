import type { ProductSummary } from '@aurelle/contract';
import { useTranslation } from '../../lib/use-translation.ts';
import { useAddToCartMutation } from '../../features/cart/api/cart-api.ts';
import { notify } from '../../lib/notify.ts';
import { setPendingPurchase, type SelectedOption } from '../../lib/buy-now.ts';
import { openAuth, openPanel, setCartStep } from '../../lib/panel.ts';
import { useToken } from '../../lib/session.ts';
import { useFailureNotice, useWishlistHeart } from './use-wishlist-heart.ts';

export type Purchase = { product: ProductSummary; options: SelectedOption[]; quantity: number };

/**
 * Add to cart, buy now and the wishlist heart (use-wishlist-heart.ts), with the spec §8 messages:
 * logged out asks to log in, stock 0 is refused, and server failures show the server's message.
 */
export function useShopperActions() {
  const { t } = useTranslation();
  const token = useToken();
  const [addToCart, cart] = useAddToCartMutation();
  const heart = useWishlistHeart();
  const fail = useFailureNotice();
  const outOfStock = (product: ProductSummary) => {
    if (product.stock > 0) return false;
    notify('error', t('messages.outOfStock'));
    return true;
  };
  const sendToCart = async ({ product, options, quantity }: Purchase) => {
    const variant = options.map(({ optionValue }) => ({ optionValue }));
    await addToCart({ products: [{ product_id: product._id, quantity, variant }] }).unwrap();
    notify('success', t('messages.added'));
  };

  const add = async (purchase: Purchase) => {
    if (outOfStock(purchase.product)) return;
    if (!token) {
      notify('error', t('messages.cartLogin'));
      return;
    }
    await sendToCart(purchase).catch(fail);
  };

  const buyNow = async ({ product, options, quantity }: Purchase) => {
    if (outOfStock(product)) return;
    if (!token) {
      // Spec §3, §4: the carrier is kept while the shopper logs in; the login flow completes it.
      const { _id, slug, name, image, stock } = product;
      const carrier = {
        product: { _id, slug, name, image, stock },
        options,
        quantity: String(quantity),
      };
      setPendingPurchase({ ...carrier, buyNow: true });
      return void openAuth('login');
    }
    // Buy now goes on to the checkout step (spec §4).
    await sendToCart({ product, options, quantity })
      .then(() => {
        setCartStep('checkout');
        openPanel('cart');
      })
      .catch(fail);
  };

  return { ...heart, add, buyNow, busy: cart.isLoading || heart.busy };
}
