import type { ProductSummary } from '@aurelle/contract';
import { useTranslation } from '../../lib/use-translation.ts';
import { notify } from '../../lib/notify.ts';
import { setPendingPurchase, type SelectedOption } from '../../lib/buy-now.ts';
import { openAuth } from '../../lib/panel.ts';

export type Purchase = { product: ProductSummary; options: SelectedOption[]; quantity: number };

/**
 * Add to cart, buy now and the wishlist heart as a visitor meets them (spec §3, §8): stock 0 is
 * refused, the cart and the heart ask to log in, and buy now keeps the purchase while the login
 * tab opens. Nothing here calls the API, so a visitor's product page loads no cart or wishlist
 * code (use-customer-actions.ts has a signed-in customer's).
 */
export function useVisitorActions() {
  const { t } = useTranslation();
  const outOfStock = (product: ProductSummary) => {
    if (product.stock > 0) return false;
    notify('error', t('messages.outOfStock'));
    return true;
  };
  const isSaved = (product: ProductSummary) => Boolean(product.inWishlist);

  const add = async ({ product }: Purchase) => {
    if (outOfStock(product)) return;
    notify('error', t('messages.cartLogin'));
  };

  const buyNow = async ({ product, options, quantity }: Purchase) => {
    if (outOfStock(product)) return;
    // Spec §3, §4: the carrier is kept while the customer logs in; the login flow completes it.
    const { _id, slug, name, image, stock } = product;
    const carrier = {
      product: { _id, slug, name, image, stock },
      options,
      quantity: String(quantity),
    };
    setPendingPurchase({ ...carrier, buyNow: true });
    openAuth('login');
  };

  const toggleWishlist = async (product: ProductSummary) => {
    notify(
      'error',
      t(isSaved(product) ? 'messages.wishlistRemoveLogin' : 'messages.wishlistLogin'),
    );
  };

  return { add, buyNow, isSaved, toggleWishlist, outOfStock, busy: false };
}

export type ProductActions = Omit<
  ReturnType<typeof useVisitorActions>,
  'outOfStock' | 'toggleWishlist'
> & {
  /** The heart; a signed-in customer's saves the options chosen on the product's page. */
  toggleWishlist: (product: ProductSummary, options?: readonly SelectedOption[]) => Promise<void>;
};
