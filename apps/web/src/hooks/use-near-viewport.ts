import { startTransition, useCallback, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport, once (it stays true). Lets a
 * below-the-fold widget put off its set-up work, such as a carousel measuring its slides, until
 * the visitor scrolls towards it. True at once where IntersectionObserver is missing.
 *
 * The observer is set up by the ref itself (React 19 ref cleanup), not by state set from the ref:
 * a state update while React attaches refs is synchronous, and React would flush every effect and
 * render again inside the first commit's task (the footer uses this on every page;
 * docs/decisions/0049 §11).
 *
 * What comes into view is built in a transition: React renders it in slices between which the
 * browser can paint and answer a tap, where an ordinary update renders it in one task.
 */
export function useNearViewport<T extends Element>(margin = '200px') {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
        },
        { rootMargin: margin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [margin, near],
  );
  return [ref, near] as const;
}
