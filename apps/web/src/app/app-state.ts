import { createI18n } from '../lib/i18n.ts';
import { initialLanguage, readLanguage, saveLanguage } from '../lib/preferences.ts';
import { ensureVisitorId } from '../lib/visitor.ts';

/** The visitor id and the translator: what the shop needs before its first route. */
export function createAppState() {
  ensureVisitorId();
  const language = initialLanguage();
  // A shared link's ?lng= becomes the shopper's choice, so API calls ask for the same language.
  if (language !== readLanguage()) saveLanguage(language);
  return { i18n: createI18n(language) };
}
