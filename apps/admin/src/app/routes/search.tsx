import { SEARCH_MAX_LENGTH } from '@aurelle/contract';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Page } from '../../components/ui/page.tsx';
import { TableSkeleton } from '../../components/ui/table.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useBackOfficeSearch } from '../../features/search/api.ts';
import { SearchResults } from '../../features/search/search-results.tsx';
import styles from '../../features/search/search.module.css';
import { texts } from '../../features/search/texts.ts';

const t = texts.search;

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    if (next !== '') onSearch(next);
  };
  return (
    <form className={styles.form} onSubmit={submit} role="search" aria-label={t.resultsSearch}>
      <TextField
        label={t.fieldLabel}
        hint={t.hint}
        type="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">{t.submit}</Button>
    </form>
  );
}

/** The one search's results, from the address (`?q=`): orders, customers and products. */
export function SearchScreen() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const found = useBackOfficeSearch(q);
  const total = found.data
    ? found.data.orders.length +
      (found.data.customers?.length ?? 0) +
      (found.data.products?.length ?? 0)
    : 0;
  return (
    <Page title={t.title}>
      {/* The top bar's search (or Back) changes the address: the box starts again from it. */}
      <SearchForm key={q} initial={q} onSearch={(next) => setParams({ q: next })} />
      {q.trim() === '' && <p>{t.prompt}</p>}
      {found.isError && <Alert>{found.error.message}</Alert>}
      {found.isFetching && !found.data && <TableSkeleton rows={4} />}
      {found.data && (
        <>
          <p role="status">{total === 0 ? t.nothing(q) : t.found(total)}</p>
          {total > 0 && <SearchResults answer={found.data} />}
        </>
      )}
    </Page>
  );
}
