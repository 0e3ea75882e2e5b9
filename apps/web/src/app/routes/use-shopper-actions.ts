import type { ProductSummary } from '@aurelle/contract';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from '../../lib/use-translation.ts';
import { useAddToCartMutation } from '../../features/cart/api/cart-api.ts';
import { useAddToWishlistMutation } from '../../features/wishlist/api/wishlist-api.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { notify } from '../../lib/notify.ts';
import { setPendingPurchase, type SelectedOption } from '../../lib/buy-now-slice.ts';
import { openAuth, openPanel } from '../../lib/panel-slice.ts';
import { useToken } from '../../lib/session.ts';

export type Purchase = { product: ProductSummary; options: SelectedOption[]; quantity: number };

/**
 * Add to cart, buy now and the wishlist heart, with the spec §8 messages: logged out asks to log
 * in, stock 0 is refused, and server failures show the server's message.
 */
export function useShopperActions() {
  const { t } = useTranslation();
  const token = useToken();
  const dispatch = useDispatch();
  const [addToCart, cart] = useAddToCartMutation();
  const [addToWishlist, wishlist] = useAddToWishlistMutation();
  const fail = useCallback(
    (error: unknown) => notify('error', errorMessage(error as never, t('messages.failed'))),
    [t],
  );
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
    const { _id, slug, name, image, stock } = product;
    const carrier = {
      product: { _id, slug, name, image, stock },
      options,
      quantity: String(quantity),
    };
    dispatch(setPendingPurchase({ ...carrier, buyNow: true }));
    // Spec §4: logged out, the login flow completes the pending purchase.
    if (!token) return void dispatch(openAuth('login'));
    await sendToCart({ product, options, quantity })
      .then(() => dispatch(openPanel('cart')))
      .catch(fail);
  };

  const saveToWishlist = async (product: ProductSummary) => {
    if (!token) {
      notify('error', t('messages.wishlistLogin'));
      return;
    }
    await addToWishlist({ product_id: product._id })
      .unwrap()
      .then(() => notify('success', t('messages.wishlistAdded')))
      .catch(fail);
  };

  return { add, buyNow, saveToWishlist, busy: cart.isLoading || wishlist.isLoading };
}
