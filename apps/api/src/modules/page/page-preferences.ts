import type { FastifyRequest } from 'fastify';
import {
  COOKIE_NAMES,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  isLanguage,
  parseCookies,
  parseCurrencyCookie,
  parseLanguageCookie,
  LANGUAGE_QUERY_KEY,
} from '@aurelle/contract';
import type { Locale } from '../../lib/locale.ts';

/**
 * The language and currency a page is rendered in: `?lng=` (crawlers, shared links), then the
 * visitor's cookies; English and INR otherwise (spec §3, the defaults). Not Accept-Language: the
 * app starts from the same two sources (web `lib/preferences.ts`, `initialLanguage`), so a page
 * painted from the browser's language would turn English as the app took over.
 */
export function pagePreferences(request: FastifyRequest): Locale {
  const jar = parseCookies(request.headers.cookie);
  const query = new URL(request.url, 'http://x').searchParams.get(LANGUAGE_QUERY_KEY) ?? undefined;
  const lang = isLanguage(query)
    ? query
    : (parseLanguageCookie(jar.get(COOKIE_NAMES.language)) ?? DEFAULT_LANGUAGE);
  const currency = parseCurrencyCookie(jar.get(COOKIE_NAMES.currency)) ?? DEFAULT_CURRENCY;
  return { lang, currency };
}

/**
 * Whether a page's URL asks for a view of its own: a filter, sort or later page of a list. `?lng=`
 * names only the language. Only the plain view's first screen is known ahead (its LCP picture, its
 * first-screen answers).
 */
export function hasViewQuery(url: string): boolean {
  return [...new URLSearchParams(url.split('?')[1] ?? '').keys()].some(
    (key) => key !== LANGUAGE_QUERY_KEY,
  );
}
