import { lazy, Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LazySection } from '../../components/ui/lazy-section.tsx';
import { useToastsAsked } from '../../lib/notify.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { paths } from '../../config/paths.ts';
import { useNavigationPending } from '../navigation-pending.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { DocumentMeta } from './document-meta.tsx';
import { Drawers } from './drawers.tsx';
import { Footer } from './footer/footer.tsx';
import { Header } from './header/header.tsx';
import { showsHome } from './home-paths.ts';
import { LaunchGate } from './launch/launch-gate.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import styles from './root-layout.module.css';

// react-toastify queues toasts until its container mounts, so the container (and the library) load
// with the first toast rather than with the page (lib/notify.ts).
const Toasts = lazy(() => import('./toasts.tsx').then((m) => ({ default: m.Toasts })));

/** The shell around every route (spec §2 Shell); header and footer stay off /coming-soon. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigating = useNavigationPending();
  const footerRef = useRef<HTMLElement>(null);
  const bare = pathname === paths.comingSoon;
  const onHome = showsHome(pathname);
  const toastsAsked = useToastsAsked();

  return (
    <>
      <DocumentMeta />
      <ScrollToTop />
      <LaunchGate>
        {navigating ? <div className={styles.progress} aria-hidden="true" /> : null}
        {bare ? (
          <Outlet />
        ) : (
          <>
            <a className={styles.skip} href="#main">
              {t('common.skipToContent')}
            </a>
            <Header footerRef={footerRef} />
            <main
              id="main"
              tabIndex={-1}
              className={[styles.main, onHome ? styles.underHeader : ''].join(' ')}
            >
              <Suspense fallback={null}>
                <Outlet />
              </Suspense>
            </main>
            <Footer ref={footerRef} />
          </>
        )}
        <Drawers />
        <CookieBanner />
      </LaunchGate>
      {toastsAsked ? (
        <LazySection>
          <Toasts />
        </LazySection>
      ) : null}
    </>
  );
}
