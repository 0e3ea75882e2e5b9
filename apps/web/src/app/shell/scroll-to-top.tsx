import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';

/** Paths that open the auth drawer over the page and keep its scroll (spec §2 Shell). */
const KEEP_SCROLL: readonly string[] = [paths.login, paths.signup];

/** Back to the top on every path change, or to the #anchor when the URL names one. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (KEEP_SCROLL.includes(pathname)) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
