import { useEffect, useRef, useState } from 'react';
import { TextField } from '../../components/ui/text-field.tsx';
import { texts } from '../../texts.ts';
import styles from './customers.module.css';

const t = texts.customers;
/** How long typing pauses before the list is asked for. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;

/** The search box: the list is asked for once typing pauses; the address says what was searched. */
export function CustomerSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  const sent = useRef(q);
  // The address changed by other means (Back, a link): the box shows it.
  useEffect(() => {
    if (q !== sent.current) {
      sent.current = q;
      setText(q);
    }
  }, [q]);
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text);
    }, CUSTOMER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <div className={styles.search} role="search">
      <TextField
        label={t.search}
        type="search"
        placeholder={t.searchHint}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
