import { SEARCH_SORTS, SORTS, type Sort } from '@aurelle/contract';
import { useTranslation } from '../../../lib/use-translation.ts';
import { usePanel } from '../../../lib/panel-slice.ts';
import { useListQuery } from '../hooks/use-list-query.ts';
import { countSelected, defaultSort } from '../utils/list-query.ts';
import styles from './list-toolbar.module.css';

/**
 * Filters (opens the left drawer) and Sort, both kept in the URL query. A search's list offers
 * relevance too, as its default; the default order is left out of the URL.
 */
export function ListToolbar({ searching = false }: { searching?: boolean }) {
  const { t } = useTranslation();
  const { show } = usePanel();
  const { query, update } = useListQuery();
  const selected = countSelected(query.filters);
  const fallback = defaultSort(searching);
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
          value={query.sort ?? fallback}
          onChange={(event) => {
            const sort = event.target.value as Sort;
            update({ sort: sort === fallback ? undefined : sort });
          }}
        >
          {(searching ? SEARCH_SORTS : SORTS).map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
