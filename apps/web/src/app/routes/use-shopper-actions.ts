import type { ProductSummary } from '@aurelle/contract';
import { useCallback, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from '../../lib/use-translation.ts';
import { useAddToCartMutation } from '../../features/cart/api/cart-api.ts';
import {
  useAddToWishlistMutation,
  useGetWishlistQuery,
  useRemoveFromWishlistMutation,
} from '../../features/wishlist/api/wishlist-api.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { notify } from '../../lib/notify.ts';
import { setPendingPurchase, type SelectedOption } from '../../lib/buy-now-slice.ts';
import { openAuth, openPanel, setCartStep } from '../../lib/panel-slice.ts';
import { useToken } from '../../lib/session.ts';

export type Purchase = { product: ProductSummary; options: SelectedOption[]; quantity: number };

/**
 * Add to cart, buy now and the wishlist heart (it saves, or removes a saved product), with the spec
 * §8 messages: logged out asks to log in, stock 0 is refused, and server failures show the server's
 * message.
 */
export function useShopperActions() {
  const { t } = useTranslation();
  const token = useToken();
  const dispatch = useDispatch();
  const [addToCart, cart] = useAddToCartMutation();
  const [addToWishlist, wishlist] = useAddToWishlistMutation();
  const [removeFromWishlist, unsaving] = useRemoveFromWishlistMutation();
  // A signed-in shopper's saved products, refetched after every wishlist change (spec §4): the
  // hearts follow it, where a product's own `inWishlist` is only as fresh as its page.
  const { data: savedList } = useGetWishlistQuery(undefined, { skip: !token });
  const savedIds = useMemo(
    () => (savedList ? new Set(savedList.wishlist.map((item) => item._id)) : undefined),
    [savedList],
  );
  const isSaved = (product: ProductSummary) =>
    savedIds ? savedIds.has(product._id) : Boolean(product.inWishlist);
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
    if (!token) {
      // Spec §3, §4: the carrier is kept while the shopper logs in; the login flow completes it.
      const { _id, slug, name, image, stock } = product;
      const carrier = {
        product: { _id, slug, name, image, stock },
        options,
        quantity: String(quantity),
      };
      dispatch(setPendingPurchase({ ...carrier, buyNow: true }));
      return void dispatch(openAuth('login'));
    }
    // Buy now goes on to the checkout step (spec §4).
    await sendToCart({ product, options, quantity })
      .then(() => {
        dispatch(setCartStep('checkout'));
        dispatch(openPanel('cart'));
      })
      .catch(fail);
  };

  /** The heart: saves the product, or removes it when it is saved already. */
  const toggleWishlist = async (product: ProductSummary) => {
    const saved = isSaved(product);
    if (!token) {
      notify('error', t(saved ? 'messages.wishlistRemoveLogin' : 'messages.wishlistLogin'));
      return;
    }
    const body = { product_id: product._id };
    await (saved ? removeFromWishlist(body) : addToWishlist(body))
      .unwrap()
      .then(() =>
        notify('success', t(saved ? 'messages.wishlistRemoved' : 'messages.wishlistAdded')),
      )
      .catch(fail);
  };

  return {
    add,
    buyNow,
    isSaved,
    toggleWishlist,
    busy: cart.isLoading || wishlist.isLoading || unsaving.isLoading,
  };
}
