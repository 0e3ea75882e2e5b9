import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import {
  initialHeaderScroll,
  isHeaderHidden,
  isStuck,
  nextHeaderScroll,
} from '../../../utils/header-visibility.ts';

/** Spec §2 Shell: hidden on scroll down or while the footer shows; solid once stuck. */
export function useHeaderVisibility(footerRef: RefObject<HTMLElement | null>) {
  // The first read is taken as the header first renders, before its DOM is on the page: the page's
  // layout is then the one already on screen. Read once the app's DOM is in (in a frame, say), it
  // would lay the whole new page out first, in the middle of that frame (docs/performance.md).
  const [y, setY] = useState(() => window.scrollY);
  const [scroll, setScroll] = useState(() => nextHeaderScroll(initialHeaderScroll, y));
  const [footerVisible, setFooterVisible] = useState(false);

  // Listening from the commit on (a layout effect): a scroll made while the first screen was still
  // rendering shows at the next one.
  useLayoutEffect(() => {
    let frame = 0;
    const read = () => {
      const current = window.scrollY;
      setY(current);
      setScroll((previous) => nextHeaderScroll(previous, current));
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(read);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    const footer = footerRef.current;
    if (!footer || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) =>
      setFooterVisible(Boolean(entry?.isIntersecting)),
    );
    observer.observe(footer);
    return () => observer.disconnect();
  }, [footerRef]);

  // A page too short to scroll keeps its header even though its footer is on screen.
  return { hidden: isHeaderHidden(scroll, footerVisible && y > 0), stuck: isStuck(y) };
}
