import type { I18n } from '../lib/i18n.ts';
import { AppProvider } from './provider.tsx';
import { AppRouter, AppRoutes } from './router.tsx';
import type { AppStore } from './store.ts';

type Props = { store: AppStore; i18n: I18n };

/** The shop: its store and translations around the router (boot.tsx creates the first two). */
export function App({ store, i18n }: Props) {
  return (
    <AppProvider store={store} i18n={i18n}>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </AppProvider>
  );
}
