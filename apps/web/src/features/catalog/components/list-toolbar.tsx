import { SORTS, type Sort } from '@aurelle/contract';
import { useTranslation } from '../../../lib/use-translation.ts';
import { usePanel } from '../../../lib/panel-slice.ts';
import { useListQuery } from '../hooks/use-list-query.ts';
import { countSelected } from '../utils/list-query.ts';
import styles from './list-toolbar.module.css';

/** Filters (opens the left drawer) and Sort, both kept in the URL query. */
export function ListToolbar() {
  const { t } = useTranslation();
  const { show } = usePanel();
  const { query, update } = useListQuery();
  const selected = countSelected(query.filters);
  return (
    <div className={styles.toolbar}>
      <button type="button" className={styles.filters} onClick={() => show('filter')}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M2 4h12M4 8h8M6 12h4" stroke="currentColor" strokeWidth="1.2" />
        </svg>
        {selected ? t('filters.openCount', { count: selected }) : t('filters.open')}
      </button>
      <label className={styles.sort}>
        <span className={styles.sortLabel}>{t('sort.label')}</span>
        <select
          className={styles.select}
          value={query.sort}
          onChange={(event) => update({ sort: event.target.value as Sort })}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
