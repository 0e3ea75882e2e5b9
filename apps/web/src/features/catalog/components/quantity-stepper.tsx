import { useTranslation } from '../../../lib/use-translation.ts';
import styles from './product-purchase.module.css';

type Props = { value: number; max: number; onChange: (value: number) => void };

/** Quantity with − and + (1 to max). */
export function QuantityStepper({ value, max, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.stepper} role="group" aria-label={t('product.quantity')}>
      <button
        type="button"
        aria-label={t('product.decrease')}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-live="polite" data-testid="quantity">
        {value}
      </output>
      <button
        type="button"
        aria-label={t('product.increase')}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
