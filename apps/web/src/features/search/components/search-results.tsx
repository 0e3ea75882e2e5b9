import {
  MAX_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  SKELETON_TILES,
  type ProductSummary,
} from '@aurelle/contract';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Placeholder } from '../../../components/ui/skeleton.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useSearchSuggestionsQuery, useSuggestedNewArrivalsQuery } from '../api/search-api.ts';
import { SuggestionCards } from './suggestion-cards.tsx';
import { SuggestionList } from './suggestion-list.tsx';
import styles from './search-results.module.css';

type Props = { text: string; onPick: () => void; onAddToCart: (product: ProductSummary) => void };

function Skeletons() {
  return (
    <ul className={styles.cards} aria-hidden="true" data-testid="search-skeletons">
      {Array.from({ length: SKELETON_TILES }, (_, index) => (
        <li key={index}>
          <Placeholder style={{ aspectRatio: '4 / 5' }} />
          <Placeholder width="70%" />
        </li>
      ))}
    </ul>
  );
}

/** Suggestions as the visitor types (debounced 500 ms), else new arrivals (spec §2). */
export function SearchResults({ text, onPick, onAddToCart }: Props) {
  const { t } = useTranslation();
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const name = settled.trim();
  const search = useSearchSuggestionsQuery(name ? { name, limit: MAX_PAGE_SIZE / 5 } : null);
  const arrivals = useSuggestedNewArrivalsQuery();
  const waiting = text.trim() !== name || search.isFetching;
  const noMatch = Boolean(name) && !waiting && search.data?.length === 0;
  const newArrivals = (
    <section aria-labelledby="search-arrivals">
      <h3 id="search-arrivals" className={styles.heading}>
        {t('search.newArrivals')}
      </h3>
      {arrivals.data ? (
        <SuggestionCards products={arrivals.data} onPick={onPick} onAddToCart={onAddToCart} />
      ) : (
        <Skeletons />
      )}
    </section>
  );
  if (!text.trim()) return newArrivals;
  if (waiting || !search.data) return <Skeletons />;
  if (noMatch) {
    return (
      <>
        <p className={styles.none} role="status">
          {t('search.noResults', { text: name })}
        </p>
        {newArrivals}
      </>
    );
  }
  return (
    <section aria-labelledby="search-suggestions">
      <h3 id="search-suggestions" className={styles.heading}>
        {t('search.suggestions')}
      </h3>
      <SuggestionList products={search.data.slice(0, 4)} onPick={onPick} />
      <SuggestionCards products={search.data} onPick={onPick} onAddToCart={onAddToCart} />
    </section>
  );
}
