import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type RouteObject } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { AppRouter, AppRoutes } from '../app/router.tsx';
import { createStore } from '../app/store.ts';
import { createTestI18n } from './i18n.ts';

type Options = { path?: string; language?: 'en' | 'fr'; routes?: RouteObject[] };

/**
 * Renders inside a new store (the parts that call RTK Query find it: app/with-store.tsx), translations and the app's router on a memory history at `path`.
 * `router` reads where the history stands and navigates it, as a shopper's click would.
 */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', language = 'en', routes }: Options = {},
) {
  const store = createStore();
  const i18n = createTestI18n(language);
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const result = render(
    <Provider store={store}>
      <AppProvider i18n={i18n}>
        <AppRouter history={history}>
          <AppRoutes routes={routes ?? [{ path: '*', element: ui }]} />
        </AppRouter>
      </AppProvider>
    </Provider>,
  );
  const router = {
    state: {
      get location() {
        return history.location;
      },
      get historyAction() {
        return history.action;
      },
    },
    navigate: async (to: string) => act(() => history.push(to)),
  };
  return { ...result, store, router, i18n };
}
