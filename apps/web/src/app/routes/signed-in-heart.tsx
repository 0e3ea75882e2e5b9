import type { ProductSummary } from '@aurelle/contract';
import { WishlistButton } from '../../components/product-card/wishlist-button.tsx';
import { inStore } from '../in-store.tsx';
import { useWishlistHeart } from './use-wishlist-heart.ts';

type Props = { product: ProductSummary; label?: string };

function Heart({ product, label }: Props) {
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

/** A signed-in shopper's heart (product-heart.tsx loads it), inside RTK Query's store. */
export const SignedInHeart = inStore(Heart);
