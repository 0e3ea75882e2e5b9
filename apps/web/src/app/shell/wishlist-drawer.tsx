import type { WishlistItem } from '@aurelle/contract';
import { useAddToCartMutation } from '../../features/cart/api/cart-api.ts';
import { WishlistPanel } from '../../features/wishlist/components/wishlist-panel.tsx';

type Props = { loggedIn: boolean; onNavigate: () => void };

/** The wishlist with the cart's add call (loaded when the wishlist drawer first opens). */
export function WishlistDrawer({ loggedIn, onNavigate }: Props) {
  const addToCart = useAddToCartMutation();
  // Spec §2: one unit, in the options saved with it; the panel shows the toasts.
  const add = async (item: WishlistItem) => {
    const variant = item.variant.map(({ optionValue }) => ({ optionValue }));
    await addToCart.mutateAsync({ products: [{ product_id: item._id, quantity: 1, variant }] });
  };
  return <WishlistPanel loggedIn={loggedIn} onNavigate={onNavigate} onAddToCart={add} />;
}
