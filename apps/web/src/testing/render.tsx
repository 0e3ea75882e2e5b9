import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { createStore } from '../app/store.ts';
import { createTestI18n } from './i18n.ts';

type Options = { path?: string; language?: 'en' | 'fr'; routes?: RouteObject[] };

/** Renders inside the store, translations and a memory router at `path`. */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', language = 'en', routes }: Options = {},
) {
  const store = createStore();
  const i18n = createTestI18n(language);
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], {
    initialEntries: [path],
  });
  const result = render(
    <AppProvider store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, store, router, i18n };
}
