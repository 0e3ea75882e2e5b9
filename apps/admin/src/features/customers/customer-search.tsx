import { SearchBox } from '../../components/ui/search-box.tsx';
import styles from './customers.module.css';
import { texts } from './texts.ts';

const t = texts.customers;

/** The search box: the list is asked for once typing pauses; the address says what was searched. */
export function CustomerSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  return (
    <div className={styles.search} role="search">
      <SearchBox label={t.search} placeholder={t.searchHint} value={q} onSearch={onSearch} />
    </div>
  );
}
