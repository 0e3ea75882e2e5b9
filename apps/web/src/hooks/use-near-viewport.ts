import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport, once (it stays true). Lets a
 * below-the-fold widget put off its set-up work, such as a carousel measuring its slides, until
 * the shopper scrolls towards it. True at once where IntersectionObserver is missing.
 */
export function useNearViewport<T extends Element>(margin = '200px') {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  const ref = useCallback((node: T | null) => setElement(node), []);
  return [ref, near] as const;
}
