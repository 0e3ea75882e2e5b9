import type { AppStore } from './store.ts';

let shared: AppStore | undefined;

/**
 * The shop's one store if a part has made it (store.ts `getStore`), read without loading RTK
 * Query's code: a change sent past it (decision 0060) refreshes its cache only where it exists.
 */
export const madeStore = (): AppStore | undefined => shared;

export const keepStore = (store: AppStore) => {
  shared = store;
};
