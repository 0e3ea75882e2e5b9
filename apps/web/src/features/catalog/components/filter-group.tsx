import type { AttributeFilter } from '@aurelle/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import styles from './filter-panel.module.css';

type Props = {
  group: AttributeFilter;
  selected: string[];
  onChange: (values: string[]) => void;
};

/** One attribute's values as checkboxes with counts, and its own 'Clear'. */
export function FilterGroup({ group, selected, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...selected, value] : selected.filter((entry) => entry !== value));
  return (
    <fieldset className={styles.group} aria-labelledby={id}>
      <div className={styles.groupHead}>
        <p id={id} className={styles.legend}>
          {group.label}
        </p>
        {selected.length ? (
          <button
            type="button"
            className={styles.clear}
            onClick={() => onChange([])}
            aria-label={t('filters.clearGroup', { group: group.label })}
          >
            {t('filters.clear')}
          </button>
        ) : null}
      </div>
      <ul className={styles.values}>
        {group.attributeValues.map((entry) => (
          <li key={entry.value}>
            <label className={styles.value}>
              <input
                type="checkbox"
                className={styles.box}
                checked={selected.includes(entry.value)}
                onChange={(event) => toggle(entry.value, event.target.checked)}
              />
              <span>{entry.label}</span>
              <span className={styles.count}>{entry.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
