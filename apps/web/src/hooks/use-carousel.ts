import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef } from 'react';

type Options = Parameters<typeof useEmblaCarousel>[0];

/**
 * Embla on the element given `viewportRef`, started once `ready` (embla measures every slide when
 * it starts). The element is handed to embla from an effect, not as its ref: embla keeps it in
 * state, and state set while React attaches refs is synchronous: React would flush every pending
 * effect and render again inside that commit's task (docs/decisions/0049 §11).
 */
export function useCarousel<T extends HTMLElement>(ready: boolean, options?: Options) {
  const [emblaRef, embla] = useEmblaCarousel(options);
  const viewportRef = useRef<T>(null);
  useEffect(() => {
    if (ready) emblaRef(viewportRef.current);
  }, [ready, emblaRef]);
  return [viewportRef, embla] as const;
}
