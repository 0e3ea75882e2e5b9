import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './pager.module.css';

/** Previous / next pages through `?page=`; other query keys (filters) are kept. */
export function Pager({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (totalPages <= 1) return null;
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };
  return (
    <nav className={styles.pager} aria-label={t('catalog.pagination')}>
      {page > 1 ? (
        <Link className={styles.link} to={hrefFor(page - 1)}>
          {t('catalog.previous')}
        </Link>
      ) : null}
      <span className={styles.status}>{t('catalog.pageOf', { page, total: totalPages })}</span>
      {page < totalPages ? (
        <Link className={styles.link} to={hrefFor(page + 1)}>
          {t('catalog.next')}
        </Link>
      ) : null}
    </nav>
  );
}
