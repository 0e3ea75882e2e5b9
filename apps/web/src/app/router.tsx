import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { Boundary } from '../components/ui/boundary.tsx';
import { NavigationPending } from './navigation-pending.ts';
import { appRoutes, notFoundRoutes, openedNotFound } from './route-table.ts';
import { RouteError } from './routes/route-error.tsx';

/** The history a router follows: the browser's, or one a test drives. */
export type History = ReturnType<typeof createBrowserHistory>;

/**
 * React Router's `BrowserRouter`, with the navigation's pending state told to the shell: each
 * location change renders in a transition, so the page on screen stays until the next one (and
 * its lazy screen) is ready, while `useNavigationPending()` is true.
 */
export function AppRouter({ history, children }: { history?: History; children: ReactNode }) {
  const [followed] = useState(() => history ?? createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: followed.action, location: followed.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () => followed.listen((update) => startTransition(() => setState(update))),
    [followed],
  );
  return (
    <NavigationPending value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={followed}>
        {children}
      </Router>
    </NavigationPending>
  );
}

/** The shop's routes, inside the boundary that shows a screen's failure. */
export function AppRoutes({ routes = appRoutes }: { routes?: RouteObject[] }) {
  const { pathname } = useLocation();
  // The address the app opened on, when the server answered it 404, shows the not-found screen
  // whenever the app is there; any other address is routed as usual.
  const [notFoundPath] = useState(() => (openedNotFound() ? pathname : undefined));
  // A screen that failed to load or threw shows RouteError until the next navigation.
  return (
    <Boundary resetKey={pathname} fallback={<RouteError />}>
      {useRoutes(pathname === notFoundPath ? notFoundRoutes : routes)}
    </Boundary>
  );
}
