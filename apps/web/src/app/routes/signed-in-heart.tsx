import type { ProductSummary } from '@aurelle/contract';
import { WishlistButton } from '../../components/product-card/wishlist-button.tsx';
import { useWishlistHeart } from './use-wishlist-heart.ts';

type Props = { product: ProductSummary; label?: string };

/** A signed-in customer's heart (product-heart.tsx loads it). */
export function SignedInHeart({ product, label }: Props) {
  const { isSaved, toggleWishlist, busy } = useWishlistHeart();
  return (
    <WishlistButton
      saved={isSaved(product)}
      label={label}
      busy={busy}
      onToggle={() => void toggleWishlist(product)}
    />
  );
}
