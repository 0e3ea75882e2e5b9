import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { pageHref } from '../hooks/use-list-query.ts';
import styles from './pager.module.css';

/** Previous / next pages through `?page=`; filters and sort are kept as they are in the URL. */
export function Pager({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('catalog.pagination')}>
      {page > 1 ? (
        <Link className={styles.link} to={pageHref(search, page - 1)}>
          {t('catalog.previous')}
        </Link>
      ) : null}
      <span className={styles.status}>{t('catalog.pageOf', { page, total: totalPages })}</span>
      {page < totalPages ? (
        <Link className={styles.link} to={pageHref(search, page + 1)}>
          {t('catalog.next')}
        </Link>
      ) : null}
    </nav>
  );
}
