import type { ProductSummary } from '@aurelle/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import {
  useAddToWishlistMutation,
  useGetWishlistQuery,
  useRemoveFromWishlistMutation,
} from '../../features/wishlist/api/wishlist-api.ts';
import { errorMessage } from '../../lib/api-error.ts';
import type { SelectedOption } from '../../lib/buy-now.ts';
import { notify } from '../../lib/notify.ts';
import { useToken } from '../../lib/session.ts';

/** A failed call's spec §8 message: the server's, else the generic one. */
export function useFailureNotice() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => notify('error', errorMessage(error, t('messages.failed'))),
    [t],
  );
}

/**
 * The wishlist heart of a card or a product (it saves, or removes a saved product), with the spec
 * §8 messages. Home and the lists need only this: the cart's calls load with the screens that add
 * to the cart (use-customer-actions.ts).
 */
export function useWishlistHeart() {
  const { t } = useTranslation();
  const token = useToken();
  const fail = useFailureNotice();
  const addToWishlist = useAddToWishlistMutation();
  const removeFromWishlist = useRemoveFromWishlistMutation();
  // A signed-in customer's saved products, refetched after every wishlist change (spec §4): the
  // hearts follow it, where a product's own `inWishlist` is only as fresh as its page.
  const { data: savedList } = useGetWishlistQuery({ enabled: !!token });
  const savedIds = useMemo(
    () => (savedList ? new Set(savedList.wishlist.map((item) => item._id)) : undefined),
    [savedList],
  );
  const isSaved = (product: ProductSummary) =>
    savedIds ? savedIds.has(product._id) : Boolean(product.inWishlist);

  /**
   * The heart: saves the product (in the options chosen on its page, when given), or removes it
   * when it is saved already.
   */
  const toggleWishlist = async (
    product: ProductSummary,
    options: readonly SelectedOption[] = [],
  ) => {
    const saved = isSaved(product);
    if (!token) {
      notify('error', t(saved ? 'messages.wishlistRemoveLogin' : 'messages.wishlistLogin'));
      return;
    }
    const body = { product_id: product._id };
    const variant = options.map(({ optionValue }) => ({ optionValue }));
    await (
      saved
        ? removeFromWishlist.mutateAsync(body)
        : addToWishlist.mutateAsync(variant.length > 0 ? { ...body, variant } : body)
    )
      .then(() =>
        notify('success', t(saved ? 'messages.wishlistRemoved' : 'messages.wishlistAdded')),
      )
      .catch(fail);
  };

  return { isSaved, toggleWishlist, busy: addToWishlist.isPending || removeFromWishlist.isPending };
}
