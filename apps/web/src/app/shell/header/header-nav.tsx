import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { paths } from '../../../config/paths.ts';
import styles from './header-nav.module.css';

/** Spec §2 Header: Shop and About; the active item is underlined, Shop on any shop path. */
export function HeaderNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onShop = pathname === paths.shop || pathname.startsWith(`${paths.shop}/`);
  const linkClass = (active: boolean) => [styles.link, active ? styles.active : ''].join(' ');
  return (
    <nav className={styles.nav} aria-label={t('header.navLabel')}>
      <ul className={styles.list}>
        <li>
          <Link
            to={paths.shopDefault}
            className={linkClass(onShop)}
            aria-current={onShop ? 'page' : undefined}
          >
            {t('nav.shop')}
          </Link>
        </li>
        <li>
          <NavLink to={paths.aboutUs} className={({ isActive }) => linkClass(isActive)}>
            {t('nav.about')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
