import { createBrowserRouter, type RouteObject } from 'react-router';
import { childRoutes } from './route-table.ts';
import { RouteError } from './routes/route-error.tsx';
import { RootLayout } from './shell/root-layout.tsx';

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // Lazy children and no server render: nothing to show before the first match (TOOLCHAIN.md).
    HydrateFallback: () => null,
    ErrorBoundary: RouteError,
    children: childRoutes,
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
