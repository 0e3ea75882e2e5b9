import type { ReactNode } from 'react';
import { useNearViewport } from '../../hooks/use-near-viewport.ts';

type Props = {
  children: ReactNode;
  /** Built only once the visitor scrolls within 600px of it. */
  lazy?: boolean;
};

/**
 * A group of sections under the first screen. The browser skips its rendering while it is off
 * screen (`.below-fold`); with `lazy` it is not even built, nor its data asked for, until the
 * visitor scrolls near it, so the page starts with less work (docs/performance.md).
 */
export function BelowFold({ children, lazy = false }: Props) {
  const [ref, near] = useNearViewport<HTMLDivElement>('600px');
  const shown = !lazy || near;
  return (
    <div ref={lazy ? ref : undefined} className="below-fold" data-pending={shown ? undefined : ''}>
      {shown ? children : null}
    </div>
  );
}
