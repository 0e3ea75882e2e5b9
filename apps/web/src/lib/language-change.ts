import { resetReads } from './reads.ts';

const listeners = new Set<() => void>();

/** Called after every language change (RTK Query's store, when it has been made, app/store.ts). */
export function onLanguageChange(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** After a language change: every cached answer is dropped and what is shown asked for again. */
export function languageChanged() {
  resetReads();
  listeners.forEach((listener) => listener());
}
