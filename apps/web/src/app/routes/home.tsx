import type { ProductSummary } from '@aurelle/contract';
import { lazy } from 'react';
import { BelowFold } from '../../components/ui/below-fold.tsx';
import { LazySection } from '../../components/ui/lazy-section.tsx';
import { CategoryTiles } from '../../features/catalog/components/category-tiles.tsx';
import { NewArrivals } from '../../features/catalog/components/new-arrivals.tsx';
import { HeroBanner } from '../../features/content/components/hero-banner.tsx';
import { useHomeCategories } from '../../features/content/hooks/use-content-block.ts';
import { StoryBlock } from '../../features/content/components/story-block.tsx';
import { ProductHeart } from './product-heart.tsx';

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

/** A card's wishlist heart. */
const heart = (product: ProductSummary) => <ProductHeart product={product} label={product.name} />;

/** The category tiles the owner chose for home, in the owner's order. */
function HomeCategoryTiles() {
  return <CategoryTiles chosen={useHomeCategories()} />;
}

/** The in-focus blocks seeded for home (content blocks infocus_{name}). */
const HOME_IN_FOCUS = ['bridal', 'everyday', 'gifts'] as const;

/** Home (spec §2): hero, categories, new arrivals, in-focus sliders, recently viewed, the story. */
export function HomeRoute() {
  const [bridal, everyday, gifts] = HOME_IN_FOCUS;
  return (
    <>
      <HeroBanner />
      <BelowFold>
        <HomeCategoryTiles />
      </BelowFold>
      {/* Built, and their products asked for, as the visitor scrolls towards them. New arrivals
          and the first slider are groups of their own: on a phone the first is within reach of
          the first screen, and the slider, a screen further down, is not built with it
          (docs/decisions/0049 §10). */}
      <BelowFold lazy>
        <NewArrivals renderAction={heart} />
      </BelowFold>
      <BelowFold lazy>
        <LazySection>
          <InFocusSlider block={bridal} renderAction={heart} />
        </LazySection>
      </BelowFold>
      <BelowFold lazy>
        <LazySection>
          <RecentlyViewed renderAction={heart} />
          <InFocusSlider block={everyday} renderAction={heart} />
        </LazySection>
      </BelowFold>
      <BelowFold lazy>
        <StoryBlock />
        <LazySection>
          <InFocusSlider block={gifts} renderAction={heart} />
        </LazySection>
      </BelowFold>
    </>
  );
}
