import { useTranslation } from '../../lib/use-translation.ts';
import { paths } from '../../config/paths.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import styles from './not-found.module.css';

/** The not-found screen, shown for any path the routes table does not name (spec §2). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  usePageMeta({ title: t('notFound.metaTitle') });
  return (
    <section className={`container ${styles.page}`} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.shopDefault}>{t('notFound.shop')}</ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          {t('notFound.home')}
        </ButtonLink>
      </div>
    </section>
  );
}
