import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import type { I18n } from '../lib/i18n.ts';
import { I18nContext } from '../lib/use-translation.ts';

type Props = { i18n: I18n; queryClient: QueryClient; children: ReactNode };

/** Translations and the query client around the app (and around components in tests). */
export function AppProvider({ i18n, queryClient, children }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nContext value={i18n}>
        {/* Components suspend until the current language's strings are loaded. */}
        <Suspense fallback={null}>{children}</Suspense>
      </I18nContext>
    </QueryClientProvider>
  );
}
