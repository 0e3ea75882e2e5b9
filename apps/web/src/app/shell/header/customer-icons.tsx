import { useTranslation } from '../../../lib/use-translation.ts';
import { BagIcon, HeartIcon } from '../../../components/ui/icons.tsx';
import type { Panel } from '../../../lib/panel.ts';
import { useSession } from '../../../features/auth/hooks/use-session.ts';
import { useCartCount } from '../../../features/cart/hooks/use-cart-count.ts';
import { useWishlistCount } from '../../../features/wishlist/hooks/use-wishlist-count.ts';
import { formatCartBadge } from '../../../utils/format-badge.ts';
import { ProfileLink } from './profile-link.tsx';
import styles from './header.module.css';

/** A count over an icon, 9+ above 9 (spec §2); the button's label says the number. */
function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} data-testid={testId} aria-hidden="true">
      {formatCartBadge(count)}
    </span>
  );
}

/**
 * Spec §2, §6: the wishlist and the cart with their counts, for a signed-in customer with a name
 * (desktop). Loaded only then: a visitor's pages carry none of it.
 */
function CustomerIcons({ onOpen }: { onOpen: (panel: Panel) => void }) {
  const { t } = useTranslation();
  const cartCount = useCartCount(true);
  const wishlistCount = useWishlistCount(true);
  const desktop = `${styles.iconButton} ${styles.desktopOnly}`;
  return (
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
  );
}

/** A signed-in customer's end of the header: the counts once the profile has a name, the link. */
export function SignedInActions({ onOpen }: { onOpen: (panel: Panel) => void }) {
  const session = useSession();
  return (
    <>
      {session.isLoggedIn ? <CustomerIcons onOpen={onOpen} /> : null}
      <ProfileLink loggedIn={session.isLoggedIn} firstName={session.firstName} />
    </>
  );
}
