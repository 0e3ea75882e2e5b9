import { lazy } from 'react';
import { LazySection } from '../../../components/ui/lazy-section.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import type { Panel } from '../../../lib/panel.ts';
import { ProfileLink } from './profile-link.tsx';
import styles from './header.module.css';

type Props = { signedIn: boolean; onOpen: (panel: Panel) => void };

const SignedInActions = lazy(() =>
  import('./customer-icons.tsx').then((m) => ({ default: m.SignedInActions })),
);

/**
 * Spec §2 Header, right: search; wishlist and cart when logged in (desktop); the profile link. A
 * visitor's is drawn here; a signed-in customer's (the profile's first name, the counts) comes
 * with customer-icons.tsx and looks like a visitor's until then, as it does while the profile is
 * asked for.
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
        <LazySection fallback={visitor}>
          <SignedInActions onOpen={onOpen} />
        </LazySection>
      ) : (
        visitor
      )}
    </div>
  );
}
