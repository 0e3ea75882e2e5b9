import Skeleton, { type SkeletonProps } from 'react-loading-skeleton';
import 'react-loading-skeleton/dist/skeleton.css';

/** Placeholders are light grey with a lighter shimmer (spec §9). */
const SKELETON_COLORS = { base: '#ebebeb', highlight: '#f5f5f5' } as const;

/** A placeholder shaped like what it stands in for. */
export function Placeholder(props: SkeletonProps) {
  // The colours as props rather than through a SkeletonTheme around each one: a grid of tiles
  // renders dozens of placeholders on a page's first render.
  return (
    <Skeleton
      baseColor={SKELETON_COLORS.base}
      highlightColor={SKELETON_COLORS.highlight}
      borderRadius={2}
      {...props}
    />
  );
}
