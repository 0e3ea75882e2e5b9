import type { FastifyRequest } from 'fastify';
import {
  COOKIE_NAMES,
  DEFAULT_CURRENCY,
  isLanguage,
  parseCookies,
  parseCurrencyCookie,
  parseLanguageCookie,
} from '@aurelle/contract';
import type { View } from '../../lib/view.ts';
import { pickLanguage } from '../../plugins/request-context.ts';

/**
 * The language and currency a page is rendered in: `?lng=` (crawlers, shared links), then the
 * shopper's cookies, then Accept-Language; INR unless the currency cookie says otherwise.
 */
export function pagePreferences(request: FastifyRequest): View {
  const jar = parseCookies(request.headers.cookie);
  const query = new URL(request.url, 'http://x').searchParams.get('lng') ?? undefined;
  const lang = isLanguage(query)
    ? query
    : (parseLanguageCookie(jar.get(COOKIE_NAMES.language)) ??
      pickLanguage(request.headers['accept-language']));
  const currency = parseCurrencyCookie(jar.get(COOKIE_NAMES.currency)) ?? DEFAULT_CURRENCY;
  return { lang, currency };
}
