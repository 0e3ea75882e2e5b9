import type { ProductOption } from '@aurelle/contract';
import { useTranslation } from '../../../lib/use-translation.ts';
import styles from './product-purchase.module.css';

type Props = {
  option: ProductOption;
  value: string;
  onChange: (value: string) => void;
  /** What the choice would have in stock with this value: 0 marks the value out of stock. */
  stockWith: (value: string) => number;
};

/**
 * One variant (ring size, metal) as a row of chips; a radio group for assistive tech. A value
 * out of stock stays choosable, struck through and said so: the stock and the buttons tell the
 * rest.
 */
export function OptionPicker({ option, value, onChange, stockWith }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.option}>
      <legend className={styles.legend}>{option.name}</legend>
      <div className={styles.chips}>
        {option.values.map((entry) => (
          <label
            key={entry._id}
            className={styles.chip}
            data-checked={entry.optionValue === value}
            data-sold-out={stockWith(entry.optionValue) <= 0}
          >
            <input
              type="radio"
              className="visually-hidden"
              name={option.code}
              value={entry.optionValue}
              checked={entry.optionValue === value}
              onChange={() => onChange(entry.optionValue)}
            />
            <span className={styles.chipLabel}>{entry.label}</span>
            {stockWith(entry.optionValue) <= 0 ? (
              <span className="visually-hidden">{` (${t('product.outOfStock')})`}</span>
            ) : null}
            {entry.priceDelta > 0 ? (
              <span className={styles.delta}>+{entry.priceDelta_formatted}</span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
