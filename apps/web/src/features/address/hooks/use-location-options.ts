import { ApiError } from '@aurelle/client';
import { format, messagesFor, type Language } from '@aurelle/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorKind, errorStatus } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { fetchPlaces, type PlaceList, type PlaceRow } from '../api/location-api.ts';

/** Dropdown pages (spec §4: more on scroll to the bottom, stop after a short page). */
export const LOCATION_PAGE_SIZE = 50;
const SEARCH_DEBOUNCE_MS = 300;

export type PlaceOption = { value: string; label: string };

export type { PlaceList };

/** Spec §8: 'Failed to fetch country data: {reason}.' (the text names country data for every list). */
export function locationFailure(lang: Language, error: unknown): string {
  const m = messagesFor(lang).location;
  const status = errorStatus(error);
  const reason =
    status !== undefined
      ? format(m.httpError, { status })
      : errorKind(error) === 'parsing'
        ? m.notArray
        : error instanceof ApiError
          ? String(error.data ?? error.message)
          : 'network error';
  return format(m.failed, { reason });
}

/**
 * One location list for a dropdown: the first page once `list` is known, the next on `loadMore`,
 * none after a short page; a search asks the server for the matches. On failure the list stays
 * empty and `error` says why.
 */
export function useLocationOptions(list: PlaceList | null) {
  const { i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const key = list ? JSON.stringify(list) : '';
  // What is shown belongs to one list and search; another one shows nothing until it answers.
  const current = `${key}|${search}`;
  const [shown, setShown] = useState<Shown>(emptyFor(''));
  const paging = useRef({ for: '', page: 0, done: false, busy: false });

  const fetchPage = useCallback(
    async (forId: string, page: number) => {
      if (!list) return;
      paging.current = { ...paging.current, for: forId, busy: true };
      setShown((s) => ({ ...(s.for === forId ? s : emptyFor(forId)), loading: true }));
      const q = forId.slice(forId.lastIndexOf('|') + 1);
      const query = { page, limit: LOCATION_PAGE_SIZE, ...(q ? { q } : {}) };
      let rows: PlaceRow[];
      try {
        rows = await fetchPlaces(list, query);
      } catch (error) {
        if (paging.current.for !== forId) return;
        paging.current = { ...paging.current, busy: false, done: true };
        setShown({ ...emptyFor(forId), error: locationFailure(i18n.language, error) });
        return;
      }
      if (paging.current.for !== forId) return;
      paging.current.busy = false;
      const next = rows.map((row) => ({ value: row.iso2 ?? row.name, label: row.name }));
      paging.current.page = page;
      paging.current.done = rows.length < LOCATION_PAGE_SIZE;
      setShown((s) => ({
        for: forId,
        options: page === 1 || s.for !== forId ? next : [...s.options, ...next],
        loading: false,
        error: '',
      }));
    },
    // `key` stands for `list`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, i18n.language],
  );

  // A new list or search starts again from page 1 (a search after a short pause in typing).
  useEffect(() => {
    if (!key) return;
    paging.current = { for: current, page: 0, done: false, busy: false };
    const timer = setTimeout(() => void fetchPage(current, 1), search ? SEARCH_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [current, key, search, fetchPage]);

  const loadMore = useCallback(() => {
    const { for: forId, page, done, busy } = paging.current;
    if (forId !== current || done || busy || page === 0) return;
    void fetchPage(forId, page + 1);
  }, [current, fetchPage]);

  const mine = shown.for === current ? shown : emptyFor(current);
  return {
    options: mine.options,
    loading: mine.loading,
    error: mine.error,
    loadMore,
    search: setSearch,
  };
}

type Shown = { for: string; options: PlaceOption[]; loading: boolean; error: string };
const emptyFor = (forId: string): Shown => ({ for: forId, options: [], loading: false, error: '' });
