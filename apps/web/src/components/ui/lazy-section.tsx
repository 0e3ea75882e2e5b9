import { Suspense, type ReactNode } from 'react';
import { Boundary } from './boundary.tsx';

type Props = {
  children: ReactNode;
  /** Shown while the section's code loads, and for good if it fails (nothing by default). */
  fallback?: ReactNode;
  /** Shown instead of `fallback` once the section has failed. */
  failed?: ReactNode;
};

/**
 * A section of a page whose code loads when it is first drawn (`React.lazy`): a slider, the footer,
 * a drawer's body. While it loads, `fallback`. If its code does not come (a phone's connection
 * drops; the browser then refuses that module until the page is reloaded) or it throws, the section
 * shows `failed` (or `fallback`) and React logs why. Without it, the failure would reach the
 * route's boundary, above the whole shell, which replaces the page, header and all, with its
 * error screen.
 */
export function LazySection({ children, fallback = null, failed }: Props) {
  return (
    <Boundary fallback={failed ?? fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </Boundary>
  );
}
