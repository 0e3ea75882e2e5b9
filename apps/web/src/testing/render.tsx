import { act, render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type RouteObject } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { AppRouter, AppRoutes } from '../app/router.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { createTestI18n } from './i18n.ts';

type Options = {
  path?: string;
  language?: 'en' | 'fr';
  routes?: RouteObject[];
  /** A client of the test's own, shared by two renders; a new one otherwise. */
  queryClient?: QueryClient;
};

/**
 * Renders inside a new query client, translations and the app's router on a memory history at
 * `path`.
 * `router` reads where the history stands and navigates it, as a visitor's click would.
 */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', language = 'en', routes, queryClient = createQueryClient() }: Options = {},
) {
  const i18n = createTestI18n(language);
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const result = render(
    <AppProvider i18n={i18n} queryClient={queryClient}>
      <AppRouter history={history}>
        <AppRoutes routes={routes ?? [{ path: '*', element: ui }]} />
      </AppRouter>
    </AppProvider>,
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
  return { ...result, queryClient, router, i18n };
}
