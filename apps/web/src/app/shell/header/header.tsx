import type { RefObject } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Logo } from '../../../components/ui/logo.tsx';
import { MenuIcon } from '../../../components/ui/icons.tsx';
import { usePanel } from '../../../lib/panel.ts';
import { useToken } from '../../../lib/session.ts';
import { showsHome } from '../home-paths.ts';
import { CurrencyBar } from './currency-bar.tsx';
import { HeaderActions } from './header-actions.tsx';
import { HeaderNav } from './header-nav.tsx';
import { useHeaderVisibility } from './use-header-visibility.ts';
import styles from './header.module.css';

/**
 * The shop's header: menu and nav, the logo, the actions; over the page with a currency bar on
 * home, solid once stuck, hidden on scroll down or while the footer shows (spec §2 Header, Shell).
 */
export function Header({ footerRef }: { footerRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { show } = usePanel();
  const signedIn = useToken() !== null;
  const { hidden, stuck } = useHeaderVisibility(footerRef);
  const onHome = showsHome(pathname);

  const classes = [
    styles.header,
    onHome ? styles.overlay : '',
    stuck ? styles.stuck : '',
    hidden ? styles.hidden : '',
  ];
  return (
    <header className={classes.join(' ')} data-hidden={hidden} data-stuck={stuck}>
      {onHome ? <CurrencyBar /> : null}
      <div className={`container ${styles.row}`}>
        <div className={styles.start}>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.mobileOnly}`}
            onClick={() => show('sidebar')}
            aria-label={t('header.menu')}
          >
            <MenuIcon />
          </button>
          <HeaderNav />
        </div>
        <Logo />
        <HeaderActions signedIn={signedIn} onOpen={show} />
      </div>
    </header>
  );
}
