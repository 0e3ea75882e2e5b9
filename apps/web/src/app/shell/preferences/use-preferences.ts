import type { CurrencyCode, Language } from '@aurelle/contract';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { languageChanged } from '../../../lib/language-change.ts';
import { saveCurrency, saveLanguage } from '../../../lib/preferences.ts';

/** Spec §4: a currency change saves the cookie and reloads, so every price follows. */
export function changeCurrency(code: CurrencyCode) {
  saveCurrency(code);
  window.location.reload();
}

/**
 * A language change keeps the cookie `{"code":"fr"}`, switches the UI text, and drops cached
 * data so catalogue and content text are fetched again in the new language.
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  return useCallback(
    async (code: Language) => {
      saveLanguage(code);
      await i18n.changeLanguage(code);
      languageChanged();
    },
    [i18n],
  );
}
