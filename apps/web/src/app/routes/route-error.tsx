import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import styles from './not-found.module.css';

/** A screen failed to load or threw: say so calmly and offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <main id="main" className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('routeError.title')}</h1>
      <p className={styles.text}>
        {status ? t('routeError.status', { status }) : t('routeError.text')}
      </p>
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </main>
  );
}
