import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { I18n } from '../lib/i18n.ts';
import { I18nContext } from '../lib/use-translation.ts';
import type { AppStore } from './store.ts';

type Props = { store: AppStore; i18n: I18n; children: ReactNode };

/** Redux store and translations around the app (and around components in tests). */
export function AppProvider({ store, i18n, children }: Props) {
  return (
    <Provider store={store}>
      <I18nContext value={i18n}>
        {/* Components suspend until the current language's strings are loaded. */}
        <Suspense fallback={null}>{children}</Suspense>
      </I18nContext>
    </Provider>
  );
}
