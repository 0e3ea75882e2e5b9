import { SEARCH_MAX_LENGTH } from '@aurelle/contract';
import { useState, type FormEvent } from 'react';
import { createSearchParams, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import styles from './search.module.css';
import { texts } from './texts.ts';

const t = texts.search;

/**
 * The top bar's search: what is typed opens the search screen's results (orders, customers,
 * products), so the results have their own address, Back returns to them, and a link is shared.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q === '') return;
    void navigate({ pathname: paths.search, search: `?${createSearchParams({ q })}` });
  };
  return (
    <form role="search" aria-label={t.boxLabel} className={styles.header} onSubmit={submit}>
      <label htmlFor="header-search" className="visually-hidden">
        {t.boxLabel}
      </label>
      <input
        id="header-search"
        className={styles.headerInput}
        type="search"
        placeholder={t.placeholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={styles.headerButton}>
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t.find}</span>
      </button>
    </form>
  );
}
