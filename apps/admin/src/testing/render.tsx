import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// RouterProvider from the package's main entry: under the tests' resolver, `react-router/dom`
// loads a second copy of the router, whose context the routes' <Outlet> does not see.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/router.tsx';
import { BASENAME } from '../config/paths.ts';
import { createQueryClient } from '../lib/query-client.ts';

/** Renders the whole app at `path` (under /admin), with a new query client and a memory history. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, {
    basename: BASENAME,
    initialEntries: [`${BASENAME}${path}`],
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}
