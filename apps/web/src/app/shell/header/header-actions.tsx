import { lazy } from 'react';
import { Piece } from '../../../components/ui/piece.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import type { Panel } from '../../../lib/panel.ts';
import { ProfileLink } from './profile-link.tsx';
import styles from './header.module.css';

type Props = { signedIn: boolean; onOpen: (panel: Panel) => void };

const SignedInActions = lazy(() =>
  import('./shopper-icons.tsx').then((m) => ({ default: m.SignedInActions })),
);

/**
 * Spec §2 Header, right: search; wishlist and cart when logged in (desktop); the profile link. A
 * visitor's is drawn here; a signed-in shopper's (the profile's first name, the counts) comes
 * with shopper-icons.tsx, with RTK Query's store, and looks like a visitor's until then, as it did
 * while the profile was asked for.
 */
export function HeaderActions({ signedIn, onOpen }: Props) {
  const { t } = useTranslation();
  const visitor = <ProfileLink loggedIn={false} firstName="" />;
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
      {signedIn ? (
        <Piece fallback={visitor}>
          <SignedInActions onOpen={onOpen} />
        </Piece>
      ) : (
        visitor
      )}
    </div>
  );
}
