import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../lib/api.ts';
import { onLanguageChange } from '../lib/language-change.ts';
import { keepStore, madeStore } from './shared-store.ts';

/**
 * RTK Query's store: the shopper's own data (profile, cart, wishlist, orders, addresses) and every
 * change. The catalogue's reads live in lib/reads.ts, the open panel in lib/panel.ts.
 */
export function createStore() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  // A language change drops cached answers, so they are fetched again in the new language.
  onLanguageChange(() => store.dispatch(api.util.resetApiState()));
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;

/**
 * The shop's one store, made when a part that needs it is first shown (app/with-store.tsx): a
 * visitor's home, shop and product pages start without RTK Query's code (docs/decisions/0059,
 * 0060).
 */
export function getStore(): AppStore {
  const made = madeStore();
  if (made) return made;
  const store = createStore();
  keepStore(store);
  return store;
}
