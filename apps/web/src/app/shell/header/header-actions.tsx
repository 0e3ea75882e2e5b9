import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { paths } from '../../../config/paths.ts';
import { SearchIcon, UserIcon } from '../../../components/ui/icons.tsx';
import type { Panel } from '../../../lib/panel-slice.ts';
import styles from './header.module.css';

type Props = { loggedIn: boolean; firstName: string; onOpen: (panel: Panel) => void };

const ShopperIcons = lazy(() =>
  import('./shopper-icons.tsx').then((m) => ({ default: m.ShopperIcons })),
);

/** Spec §2 Header, right: search; wishlist and cart when logged in (desktop); the profile link. */
export function HeaderActions({ loggedIn, firstName, onOpen }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.end}>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => onOpen('search')}
        aria-label={t('header.search')}
      >
        <SearchIcon />
      </button>
      {loggedIn ? (
        <Suspense fallback={null}>
          <ShopperIcons onOpen={onOpen} />
        </Suspense>
      ) : null}
      <Link
        to={loggedIn ? paths.profile : paths.signup}
        className={`${styles.profile} ${styles.desktopOnly}`}
      >
        <UserIcon />
        <span>{loggedIn ? firstName : t('header.signUp')}</span>
      </Link>
    </div>
  );
}
