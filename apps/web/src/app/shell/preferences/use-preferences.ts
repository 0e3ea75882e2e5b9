import type { CurrencyCode, Language } from '@aurelle/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
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
  const client = useQueryClient();
  return useCallback(
    async (code: Language) => {
      saveLanguage(code);
      await i18n.changeLanguage(code);
      // Every query's data goes; what is shown is asked for again, in the new language.
      await client.resetQueries();
    },
    [client, i18n],
  );
}
