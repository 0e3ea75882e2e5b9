import { SEARCH_SORTS, SORTS, type Sort } from '@aurelle/contract';
import { useTranslation } from '../../../lib/use-translation.ts';
import { usePanel } from '../../../lib/panel.ts';
import { ChevronIcon } from '../../../components/ui/icons.tsx';
import { useListQuery } from '../hooks/use-list-query.ts';
import { countSelected, defaultSort } from '../utils/list-query.ts';
import styles from './list-toolbar.module.css';

type ViewProps = {
  /** How many filter values are chosen (the button says so). */
  selected: number;
  sort: Sort;
  /** The orders offered: a search's list offers relevance too. */
  sorts?: readonly Sort[];
  onOpenFilters?: () => void;
  onSort?: (sort: Sort) => void;
};

/**
 * Filters and Sort as drawn, from given state: the app's toolbar and the server's first paint of a
 * list (first-paint/) render this same markup.
 */
export function ListToolbarView({
  selected,
  sort,
  sorts = SORTS,
  onOpenFilters,
  onSort,
}: ViewProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      <button type="button" className={styles.filters} onClick={onOpenFilters}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M2 4h12M4 8h8M6 12h4" stroke="currentColor" strokeWidth="1.2" />
        </svg>
        {selected ? t('filters.openCount', { count: selected }) : t('filters.open')}
      </button>
      <label className={styles.sort}>
        <span className={styles.sortLabel}>{t('sort.label')}</span>
        <span className={styles.field}>
          <select
            className={styles.select}
            value={sort}
            onChange={(event) => onSort?.(event.target.value as Sort)}
          >
            {sorts.map((option) => (
              <option key={option} value={option}>
                {t(`sort.${option}`)}
              </option>
            ))}
          </select>
          {/* In the page, not a CSS background: an SVG picture is a document of its own to the
              browser, built on the main thread (docs/decisions/0049 §10). */}
          <ChevronIcon className={styles.chevron} size={16} />
        </span>
      </label>
    </div>
  );
}

/**
 * Filters (opens the left drawer) and Sort, both kept in the URL query. A search's list offers
 * relevance too, as its default; the default order is left out of the URL.
 */
export function ListToolbar({ searching = false }: { searching?: boolean }) {
  const { show } = usePanel();
  const { query, update } = useListQuery();
  const fallback = defaultSort(searching);
  return (
    <ListToolbarView
      selected={countSelected(query.filters)}
      sort={query.sort ?? fallback}
      sorts={searching ? SEARCH_SORTS : SORTS}
      onOpenFilters={() => show('filter')}
      onSort={(sort) => update({ sort: sort === fallback ? undefined : sort })}
    />
  );
}
