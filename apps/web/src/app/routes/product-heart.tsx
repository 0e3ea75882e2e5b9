import type { ProductSummary } from '@aurelle/contract';
import { lazy } from 'react';
import { LazySection } from '../../components/ui/lazy-section.tsx';
import { WishlistButton } from '../../components/product-card/wishlist-button.tsx';
import { notify } from '../../lib/notify.ts';
import { useToken } from '../../lib/session.ts';
import { useTranslation } from '../../lib/use-translation.ts';

const SignedInHeart = lazy(() =>
  import('./signed-in-heart.tsx').then((m) => ({ default: m.SignedInHeart })),
);

type Props = { product: ProductSummary; label?: string };

/**
 * A card's or a product's wishlist heart (spec §4, §8). A visitor's asks to log in and needs
 * nothing else; a signed-in customer's (signed-in-heart.tsx, loaded then) saves and removes, and
 * the product's own flag shows until it has loaded.
 */
export function ProductHeart({ product, label }: Props) {
  const { t } = useTranslation();
  const signedIn = useToken() !== null;
  const saved = Boolean(product.inWishlist);
  if (!signedIn) {
    return (
      <WishlistButton
        saved={saved}
        label={label}
        onToggle={() =>
          notify('error', t(saved ? 'messages.wishlistRemoveLogin' : 'messages.wishlistLogin'))
        }
      />
    );
  }
  return (
    <LazySection fallback={<WishlistButton saved={saved} label={label} busy onToggle={() => {}} />}>
      <SignedInHeart product={product} label={label} />
    </LazySection>
  );
}
