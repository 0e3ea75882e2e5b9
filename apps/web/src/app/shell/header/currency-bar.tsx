import { useTranslation } from '../../../lib/use-translation.ts';
import { CurrencySelect } from '../preferences/currency-select.tsx';
import styles from './currency-bar.module.css';

/** Spec §2 Shell: on home, a currency bar sits at the top of the header. */
export function CurrencyBar() {
  const { t } = useTranslation();
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.note}>
          <span className={styles.long}>{t('header.promise')}</span>
          <span className={styles.short}>{t('header.promiseShort')}</span>
        </p>
        <CurrencySelect hideLabel className={styles.select} />
      </div>
    </div>
  );
}
