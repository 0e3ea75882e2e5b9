import { RouterProvider } from 'react-router/dom';
import type { I18n } from '../lib/i18n.ts';
import { AppProvider } from './provider.tsx';
import type { AppRouter } from './router.tsx';
import type { AppStore } from './store.ts';

type Props = { store: AppStore; i18n: I18n; router: AppRouter };

/** The shop: its store and translations around the router (boot.tsx creates all three). */
export function App({ store, i18n, router }: Props) {
  return (
    <AppProvider store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
