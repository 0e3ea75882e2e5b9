import { lazy, useCallback, type RefObject } from 'react';
import { LazySection } from '../../../components/ui/lazy-section.tsx';
import { useNearViewport } from '../../../hooks/use-near-viewport.ts';
import styles from './footer.module.css';

// Below the first screen on nearly every page: its links, contact, social links and preferences
// load and are built once the visitor scrolls within 600 px of it, not as the page starts
// (docs/performance.md). Until then the browser keeps its place (`.footer`).
const FooterContent = lazy(() =>
  import('./footer-content.tsx').then((m) => ({ default: m.FooterContent })),
);

/** The shell's footer (spec §2 Footer); `ref` is the element the header watches. */
export function Footer({ ref }: { ref?: RefObject<HTMLElement | null> }) {
  const [nearRef, near] = useNearViewport<HTMLElement>('600px');
  const attach = useCallback(
    (node: HTMLElement | null) => {
      if (ref) ref.current = node;
      const stopWatching = nearRef(node);
      return () => {
        if (ref) ref.current = null;
        stopWatching?.();
      };
    },
    [ref, nearRef],
  );
  return (
    <footer ref={attach} className={styles.footer}>
      {near ? (
        <LazySection>
          <FooterContent />
        </LazySection>
      ) : null}
    </footer>
  );
}
