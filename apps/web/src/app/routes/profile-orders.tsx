import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { paths } from '../../config/paths.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { setToken } from '../../lib/session.ts';
import styles from './profile-orders.module.css';

/** /profile and /orders (spec §2): one screen with the customer's details and orders. */
export function ProfileOrdersRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile } = useSession();
  const logOut = () => {
    setToken(null);
    void navigate(paths.home);
  };
  return (
    <div className="container">
      <PageHeader eyebrow={t('profile.eyebrow')} title={profile.name || t('profile.title')} />
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="profile-details">
          <h2 id="profile-details">{t('profile.details')}</h2>
          <dl className={styles.facts}>
            <dt>{t('profile.email')}</dt>
            <dd>{profile.email || '—'}</dd>
            <dt>{t('profile.phone')}</dt>
            <dd>{profile.phone ? `+${profile.countryCode} ${profile.phone}` : '—'}</dd>
          </dl>
          <Button variant="secondary" onClick={logOut}>
            {t('profile.logOut')}
          </Button>
        </section>
        <section id="orders" className={styles.card} aria-labelledby="profile-orders">
          <h2 id="profile-orders">{t('profile.orders')}</h2>
          <p className={styles.muted}>
            {t('profile.ordersSummary', { count: profile.totalOrderCount })}
          </p>
          <ButtonLink to={paths.shopDefault}>{t('common.explore')}</ButtonLink>
        </section>
      </div>
    </div>
  );
}
