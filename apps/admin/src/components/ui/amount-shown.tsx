import { formatPaise } from '../../lib/format.ts';
import { texts } from '../../texts.ts';
import styles from './field.module.css';

/** Under a field of rupees: the amount typed, as the shop will show it. */
export function AmountShown({ paise }: { paise: number }) {
  return (
    <span className={styles.amountShown}>
      {texts.rupees.shownAs(paise < 0 ? `−${formatPaise(-paise)}` : formatPaise(paise))}
    </span>
  );
}
