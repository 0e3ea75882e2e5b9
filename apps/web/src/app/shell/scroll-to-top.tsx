import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';

/** Paths that open the auth drawer over the page and keep its scroll (spec §2 Shell). */
const KEEP_SCROLL: readonly string[] = [paths.login, paths.signup];

/**
 * Back to the top on every path change, or to the #anchor when the URL names one. The page the
 * shop opens on stays where the browser put it (the top, or where a reload left it): scrolling it
 * there again would be work inside the first screen's effects (docs/performance.md).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const opened = useRef(false);
  useEffect(() => {
    const first = !opened.current;
    opened.current = true;
    if (KEEP_SCROLL.includes(pathname)) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (!first) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
