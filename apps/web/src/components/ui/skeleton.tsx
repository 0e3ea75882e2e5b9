import Skeleton, { SkeletonTheme, type SkeletonProps } from 'react-loading-skeleton';
import 'react-loading-skeleton/dist/skeleton.css';

/** Spec §9 skeleton colours. */
const SKELETON_COLORS = { base: '#ebebeb', highlight: '#f5f5f5' } as const;

/** A placeholder shaped like what it stands in for (DESIGN.md). */
export function Placeholder(props: SkeletonProps) {
  return (
    <SkeletonTheme baseColor={SKELETON_COLORS.base} highlightColor={SKELETON_COLORS.highlight}>
      <Skeleton borderRadius={2} {...props} />
    </SkeletonTheme>
  );
}
