import type { I18n } from '../lib/i18n.ts';
import { AppProvider } from './provider.tsx';
import { AppRouter, AppRoutes } from './router.tsx';

type Props = { i18n: I18n };

/** The shop: translations around the router (boot.tsx creates them). */
export function App({ i18n }: Props) {
  return (
    <AppProvider i18n={i18n}>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </AppProvider>
  );
}
