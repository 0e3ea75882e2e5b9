import { Outlet } from 'react-router';
import { PAGE_BRAND } from '../../config/brand.ts';
import { useSession } from '../../lib/session.ts';
import { texts } from '../../texts.ts';
import styles from './public-layout.module.css';

/** The frame of the screens before the app: sign-in, its code, an invitation, two-factor set-up. */
export function PublicLayout() {
  const brand = useSession().data?.brandName ?? PAGE_BRAND;
  return (
    <div className={styles.layout}>
      <header className={styles.brand}>
        {brand && <span className={styles.wordmark}>{brand}</span>}
        <span className={styles.suffix}>{texts.app.suffix}</span>
      </header>
      <main className={styles.panel}>
        <Outlet />
      </main>
    </div>
  );
}
