import type { ProductSummary } from '@aurelle/contract';
import { lazy, Suspense } from 'react';
import { WishlistButton } from '../../components/product-card/wishlist-button.tsx';
import { BelowFold } from '../../components/ui/below-fold.tsx';
import { CategoryTiles } from '../../features/catalog/components/category-tiles.tsx';
import { NewArrivals } from '../../features/catalog/components/new-arrivals.tsx';
import { HeroBanner } from '../../features/content/components/hero-banner.tsx';
import { StoryBlock } from '../../features/content/components/story-block.tsx';
import { useWishlistHeart } from './use-wishlist-heart.ts';

// The sliders (and embla, their carousel) load with the lazy groups they sit in.
const InFocusSlider = lazy(() =>
  import('../../features/content/components/in-focus-slider.tsx').then((m) => ({
    default: m.InFocusSlider,
  })),
);
const RecentlyViewed = lazy(() =>
  import('../../features/activity/components/recently-viewed.tsx').then((m) => ({
    default: m.RecentlyViewed,
  })),
);

/** The in-focus blocks seeded for home (content blocks infocus_{name}). */
const HOME_IN_FOCUS = ['bridal', 'everyday', 'gifts'] as const;

/** Home (spec §2): hero, categories, new arrivals, in-focus sliders, recently viewed, the story. */
export function HomeRoute() {
  const { isSaved, toggleWishlist } = useWishlistHeart();
  const heart = (product: ProductSummary) => (
    <WishlistButton
      saved={isSaved(product)}
      label={product.name}
      onToggle={() => void toggleWishlist(product)}
    />
  );
  const [bridal, everyday, gifts] = HOME_IN_FOCUS;
  return (
    <>
      <HeroBanner />
      <BelowFold>
        <CategoryTiles />
      </BelowFold>
      {/* Built, and their products asked for, as the shopper scrolls towards them. */}
      <BelowFold lazy>
        <NewArrivals renderAction={heart} />
        <Suspense fallback={null}>
          <InFocusSlider block={bridal} renderAction={heart} />
        </Suspense>
      </BelowFold>
      <BelowFold lazy>
        <Suspense fallback={null}>
          <RecentlyViewed renderAction={heart} />
          <InFocusSlider block={everyday} renderAction={heart} />
        </Suspense>
      </BelowFold>
      <BelowFold lazy>
        <StoryBlock />
        <Suspense fallback={null}>
          <InFocusSlider block={gifts} renderAction={heart} />
        </Suspense>
      </BelowFold>
    </>
  );
}
