import { RouterProvider } from 'react-router/dom';
import { createI18n } from '../lib/i18n.ts';
import { initialLanguage, readLanguage, saveLanguage } from '../lib/preferences.ts';
import { ensureVisitorId } from '../lib/visitor.ts';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';
import { createStore } from './store.ts';

ensureVisitorId();
const store = createStore();
const language = initialLanguage();
// A shared link's ?lng= becomes the shopper's choice, so API calls ask for the same language.
if (language !== readLanguage()) saveLanguage(language);
const i18n = createI18n(language);
const router = createAppRouter();

export function App() {
  return (
    <AppProvider store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
