import { CategoryTiles } from '../../features/catalog/components/category-tiles.tsx';
import { NewArrivals } from '../../features/catalog/components/new-arrivals.tsx';
import { HeroBanner } from '../../features/content/components/hero-banner.tsx';
import { StoryBlock } from '../../features/content/components/story-block.tsx';

/** Home (spec §2): hero, categories, new arrivals, the story; issue 5 adds the sliders. */
export function HomeRoute() {
  return (
    <>
      <HeroBanner />
      <CategoryTiles />
      <NewArrivals />
      <StoryBlock />
    </>
  );
}
