import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { paths } from '../../config/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Placeholder } from '../../components/ui/skeleton.tsx';
import { AddressBook } from '../../features/address/components/address-book.tsx';
import { useLogOut } from '../../features/auth/hooks/use-log-out.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { OrderList } from '../../features/order/components/order-list.tsx';
import styles from './profile-orders.module.css';

/**
 * /profile and /orders (spec §2): one screen with the customer's details, saved addresses and
 * orders; /orders opens at the orders.
 */
export function ProfileOrdersRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { profile, isLoading } = useSession();
  const { logOut, busy } = useLogOut();

  useEffect(() => {
    if (pathname === paths.orders) document.getElementById('orders')?.scrollIntoView();
  }, [pathname]);

  return (
    <div className="container">
      <PageHeader eyebrow={t('profile.eyebrow')} title={profile.name || t('profile.title')} />
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="profile-details">
          <h2 id="profile-details">{t('profile.details')}</h2>
          {isLoading ? (
            <Placeholder count={3} height={20} />
          ) : (
            <dl className={styles.facts}>
              <dt>{t('profile.name')}</dt>
              <dd>{profile.name || '—'}</dd>
              <dt>{t('profile.email')}</dt>
              <dd>{profile.email || '—'}</dd>
              <dt>{t('profile.phone')}</dt>
              <dd>{profile.phone ? `+${profile.countryCode} ${profile.phone}` : '—'}</dd>
              <dt>{t('profile.orders')}</dt>
              <dd>{t('profile.ordersSummary', { count: profile.totalOrderCount })}</dd>
            </dl>
          )}
          <Button variant="secondary" onClick={() => void logOut()} disabled={busy}>
            {t('profile.logOut')}
          </Button>
        </section>
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="profile-addresses">
            <h2 id="profile-addresses">{t('profile.addresses')}</h2>
            {isLoading ? (
              <Placeholder height={140} />
            ) : (
              <AddressBook addresses={profile.addresses} />
            )}
          </section>
          <section id="orders" className={styles.section} aria-labelledby="profile-orders">
            <h2 id="profile-orders">{t('profile.orders')}</h2>
            <OrderList />
          </section>
        </div>
      </div>
    </div>
  );
}
