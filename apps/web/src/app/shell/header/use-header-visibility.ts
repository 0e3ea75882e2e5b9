import { useEffect, useState, type RefObject } from 'react';
import {
  initialHeaderScroll,
  isHeaderHidden,
  isStuck,
  nextHeaderScroll,
} from '../../../utils/header-visibility.ts';

/** Spec §2 Shell: hidden on scroll down or while the footer shows; solid once stuck. */
export function useHeaderVisibility(footerRef: RefObject<HTMLElement | null>) {
  const [scroll, setScroll] = useState(initialHeaderScroll);
  const [y, setY] = useState(0);
  const [footerVisible, setFooterVisible] = useState(false);

  useEffect(() => {
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
    // The first read waits for the next frame too: read now, scrollY would force a layout of a
    // page still being built.
    onScroll();
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
