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

/** The counted panels: the icon and the label that says the count. */
const COUNTED = [
  { panel: 'wishlist', Icon: HeartIcon, label: 'header.wishlistCount' },
  { panel: 'cart', Icon: BagIcon, label: 'header.cart' },
] as const;

/**
 * Spec §2, §6: the wishlist and the cart with their counts, for a signed-in customer with a name
 * (desktop). Loaded only then: a visitor's pages carry none of it.
 */
function CustomerIcons({ onOpen }: { onOpen: (panel: Panel) => void }) {
  const { t } = useTranslation();
  const counts = { cart: useCartCount(true), wishlist: useWishlistCount(true) };
  const desktop = `${styles.iconButton} ${styles.desktopOnly}`;
  return COUNTED.map(({ panel, Icon, label }) => (
    <button
      key={panel}
      type="button"
      className={desktop}
      onClick={() => onOpen(panel)}
      aria-label={t(label, { count: counts[panel] })}
    >
      <Icon />
      <CountBadge count={counts[panel]} testId={`${panel}-badge`} />
    </button>
  ));
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
