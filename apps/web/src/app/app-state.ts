import { createI18n } from '../lib/i18n.ts';
import { initialLanguage, readLanguage, saveLanguage } from '../lib/preferences.ts';
import { createQueryClient, hydrateFirstScreen } from '../lib/query-client.ts';
import { ensureVisitorId } from '../lib/visitor.ts';

/**
 * The visitor id, the translator and the query client with the page's first-screen data: what
 * the shop needs before its first route.
 */
export function createAppState() {
  ensureVisitorId();
  const language = initialLanguage();
  // A shared link's ?lng= becomes the visitor's choice, so API calls ask for the same language.
  if (language !== readLanguage()) saveLanguage(language);
  const queryClient = createQueryClient();
  hydrateFirstScreen(queryClient);
  return { i18n: createI18n(language), queryClient };
}
