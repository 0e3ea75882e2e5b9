import type { QueryClient } from '@tanstack/react-query';
import type { I18n } from '../lib/i18n.ts';
import { AppProvider } from './provider.tsx';
import { AppRouter, AppRoutes } from './router.tsx';

type Props = { i18n: I18n; queryClient: QueryClient };

/** The shop: translations and queries around the router (boot.tsx creates them). */
export function App({ i18n, queryClient }: Props) {
  return (
    <AppProvider i18n={i18n} queryClient={queryClient}>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </AppProvider>
  );
}
