import { Suspense, type ReactNode } from 'react';
import type { I18n } from '../lib/i18n.ts';
import { I18nContext } from '../lib/use-translation.ts';

type Props = { i18n: I18n; children: ReactNode };

/**
 * Translations around the app (and around components in tests). RTK Query's store is not here:
 * the parts that call it bring it (app/with-store.tsx).
 */
export function AppProvider({ i18n, children }: Props) {
  return (
    <I18nContext value={i18n}>
      {/* Components suspend until the current language's strings are loaded. */}
      <Suspense fallback={null}>{children}</Suspense>
    </I18nContext>
  );
}
