import { NavLink } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { env } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { DrawerBody } from '../../../components/ui/drawer.tsx';
import { ChevronIcon } from '../../../components/ui/icons.tsx';
import type { Panel } from '../../../lib/panel.ts';
import { CurrencySelect } from '../preferences/currency-select.tsx';
import { LanguageSwitch } from '../preferences/language-switch.tsx';
import styles from './sidebar-panel.module.css';

const MAIN_LINKS = [
  { key: 'home', to: paths.home },
  { key: 'shop', to: paths.shopDefault },
  { key: 'story', to: paths.ourStory },
  { key: 'labs', to: paths.labs },
  { key: 'care', to: paths.jewelleryCare },
] as const;

type Props = {
  loggedIn: boolean;
  userName: string;
  onOpen: (panel: Panel) => void;
  onNavigate: () => void;
};

/** Spec §2 Mobile sidebar: the main links, wishlist and cart, the profile or Login, currency. */
export function SidebarPanel({ loggedIn, userName, onOpen, onNavigate }: Props) {
  const { t } = useTranslation();
  const brand = env.brandName;
  return (
    <DrawerBody>
      <nav className={styles.nav} aria-label={t('sidebar.navLabel')}>
        <ul className={styles.list}>
          {MAIN_LINKS.map((link) => (
            <li key={link.key} className={styles.item}>
              <NavLink to={link.to} end className={styles.link} onClick={onNavigate}>
                {t(`sidebar.links.${link.key}`, { brand })}
                <ChevronIcon size={16} style={{ flex: 'none' }} />
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className={`${styles.list} ${styles.secondary}`}>
          {loggedIn ? (
            <>
              <li className={styles.item}>
                <button type="button" className={styles.link} onClick={() => onOpen('wishlist')}>
                  {t('sidebar.wishlist')}
                </button>
              </li>
              <li className={styles.item}>
                <button type="button" className={styles.link} onClick={() => onOpen('cart')}>
                  {t('sidebar.cart')}
                </button>
              </li>
            </>
          ) : null}
          <li className={styles.item}>
            <NavLink
              to={loggedIn ? paths.profile : paths.login}
              className={styles.link}
              onClick={onNavigate}
            >
              {loggedIn ? userName : t('sidebar.login')}
            </NavLink>
          </li>
        </ul>
        <section className={styles.prefs} aria-labelledby="sidebar-currency">
          <h3 id="sidebar-currency" className={styles.prefsTitle}>
            {t('sidebar.selectCurrency')}
          </h3>
          <CurrencySelect layout="block" hideLabel />
          <LanguageSwitch />
        </section>
      </nav>
    </DrawerBody>
  );
}
