import { createContext, useContext, useSyncExternalStore } from 'react';
import type { I18n, TFunction } from './i18n.ts';

/** The translator for the tree below; app/provider.tsx sets it. */
export const I18nContext = createContext<I18n | null>(null);

/**
 * `const { t, i18n } = useTranslation()`. Suspends until the current language (and English) is
 * loaded, so raw keys never render; re-renders on a language change. `t` is the same function for
 * as long as the language stays the same (components list it in effect dependencies).
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nContext provider (app/provider.tsx)');
  useSyncExternalStore(i18n.subscribe, i18n.getVersion, i18n.getVersion);
  // Suspends by throwing the (cached) promise: unlike `use`, React then retries even when the
  // first render ran inside a synchronous `act` (Testing Library's render).
  if (!i18n.isReady()) throw i18n.whenReady();
  return { t: i18n.t, i18n };
}
