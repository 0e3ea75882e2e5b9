import type { ProductOption } from '@aurelle/contract';
import styles from './product-purchase.module.css';

type Props = { option: ProductOption; value: string; onChange: (value: string) => void };

/** One variant (ring size, metal) as a row of chips; a radio group for assistive tech. */
export function OptionPicker({ option, value, onChange }: Props) {
  return (
    <fieldset className={styles.option}>
      <legend className={styles.legend}>{option.name}</legend>
      <div className={styles.chips}>
        {option.values.map((entry) => (
          <label key={entry._id} className={styles.chip} data-checked={entry.optionValue === value}>
            <input
              type="radio"
              className="visually-hidden"
              name={option.code}
              value={entry.optionValue}
              checked={entry.optionValue === value}
              onChange={() => onChange(entry.optionValue)}
            />
            {entry.label}
            {entry.priceDelta > 0 ? (
              <span className={styles.delta}>+{entry.priceDelta_formatted}</span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
