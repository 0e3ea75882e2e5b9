import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { paths } from '../../../config/paths.ts';
import { BagIcon, HeartIcon, SearchIcon, UserIcon } from '../../../components/ui/icons.tsx';
import type { Panel } from '../../../lib/panel-slice.ts';
import { formatCartBadge } from '../../../utils/format-badge.ts';
import styles from './header.module.css';

type Props = {
  loggedIn: boolean;
  firstName: string;
  cartCount: number;
  wishlistCount: number;
  onOpen: (panel: Panel) => void;
};

/** A count over an icon, 9+ above 9 (spec §2); the button's label says the number. */
function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} data-testid={testId} aria-hidden="true">
      {formatCartBadge(count)}
    </span>
  );
}

/** Spec §2 Header, right: search; wishlist and cart when logged in (desktop); the profile link. */
export function HeaderActions({ loggedIn, firstName, cartCount, wishlistCount, onOpen }: Props) {
  const { t } = useTranslation();
  const desktop = `${styles.iconButton} ${styles.desktopOnly}`;
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
        <>
          <button
            type="button"
            className={desktop}
            onClick={() => onOpen('wishlist')}
            aria-label={t('header.wishlistCount', { count: wishlistCount })}
          >
            <HeartIcon />
            <CountBadge count={wishlistCount} testId="wishlist-badge" />
          </button>
          <button
            type="button"
            className={desktop}
            onClick={() => onOpen('cart')}
            aria-label={t('header.cart', { count: cartCount })}
          >
            <BagIcon />
            <CountBadge count={cartCount} testId="cart-badge" />
          </button>
        </>
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
