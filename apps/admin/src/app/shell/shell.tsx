import { NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useStaffSession } from '../../lib/session.ts';
import { texts } from '../../texts.ts';
import { AccountMenu } from './account-menu.tsx';
import { navItemsFor } from './navigation.ts';
import styles from './shell.module.css';

/** The signed-in app's frame: the brand and account menu on top, navigation, the screen. */
export function Shell() {
  const session = useStaffSession();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {texts.app.skipToContent}
      </a>
      <header className={styles.topbar}>
        <NavLink to={paths.dashboard} className={styles.brand}>
          <span className={styles.wordmark}>{session.brandName}</span>
          <span className={styles.suffix}>{texts.app.suffix}</span>
        </NavLink>
        <AccountMenu />
      </header>
      <nav className={styles.nav} aria-label={texts.nav.label}>
        <ul className={styles.navList}>
          {navItemsFor(session).map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink to={to} end={to === paths.dashboard} className={styles.navLink}>
                <Icon />
                <span>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
