import { useTranslation } from '../../../lib/use-translation.ts';
import { splitDuration } from '../../../utils/countdown.ts';
import styles from './coming-soon-page.module.css';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Days, hours, minutes, seconds; a timer role, so it is not read out every second. */
export function CountdownDisplay({ remaining }: { remaining: number }) {
  const { t } = useTranslation();
  const parts = splitDuration(remaining);
  return (
    <dl className={styles.timer} role="timer" aria-label={t('comingSoon.timerLabel')}>
      {UNITS.map((unit) => (
        <div key={unit} className={styles.unit}>
          <dt className={styles.label}>{t(`comingSoon.units.${unit}`)}</dt>
          <dd className={styles.value} data-unit={unit}>
            {String(parts[unit]).padStart(2, '0')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
