import type { i18n as I18n } from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AppStore } from './store.ts';

type Props = { store: AppStore; i18n: I18n; children: ReactNode };

/** Redux store and translations around the app (and around components in tests). */
export function AppProvider({ store, i18n, children }: Props) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>{children}</Suspense>
      </I18nextProvider>
    </Provider>
  );
}
