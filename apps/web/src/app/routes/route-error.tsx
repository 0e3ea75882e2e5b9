import { useTranslation } from '../../lib/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import styles from './not-found.module.css';

/**
 * A screen failed to load or threw: say so calmly and offer a reload. React logs the error itself
 * (an error boundary's catch goes to the console), so it is not logged again here.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main id="main" className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('routeError.title')}</h1>
      <p className={styles.text}>{t('routeError.text')}</p>
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </main>
  );
}
