import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../lib/api.ts';
import { buyNowSlice } from '../lib/buy-now-slice.ts';
import { panelSlice } from '../lib/panel-slice.ts';

/** One store: the RTK Query cache, the open panel and the pending buy-now. */
export function createStore() {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [panelSlice.name]: panelSlice.reducer,
      [buyNowSlice.name]: buyNowSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
