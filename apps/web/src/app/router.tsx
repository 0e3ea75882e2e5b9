import { createBrowserRouter } from 'react-router';

export const router = createBrowserRouter([
  {
    path: '/',
    HydrateFallback: () => null,
    lazy: async () => ({ Component: (await import('./routes/home.tsx')).HomeRoute }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundRoute }),
  },
]);
