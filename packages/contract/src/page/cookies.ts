import { isCurrency, isLanguage, type CurrencyCode, type Language } from '../constants.ts';

/** The cookies the spec names (§3, §4), read by the web app and by the server's page shell. */
export const COOKIE_NAMES = {
  /** `{"code":"EUR","symbol":"€"}` (spec §3). */
  currency: 'selectedCurrency',
  /** `{"code":"fr"}` (spec §3). */
  language: 'selectedLanguage',
  visitor: 'visitor_id',
  consent: 'cookieConsent',
} as const;

/**
 * The query parameter that names a page's language in a shared link or a crawler's alternate
 * (`?lng=fr`). The server's page shell and the app read it before the language cookie; a list
 * does not take it for an attribute filter.
 */
export const LANGUAGE_QUERY_KEY = 'lng';

/**
 * A `Cookie` header or `document.cookie` as name → value, percent-decoded. A value that does not
 * decode is left out, as a browser's reader would; of two cookies with one name the last counts.
 */
export function parseCookies(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    try {
      jar.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // not decodable: ignored
    }
  }
  return jar;
}

/** The code in a preference cookie's value: `{"code":"fr"}`, a JSON string `"fr"`, or a bare `fr`. */
export function cookieCode(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let parsed: unknown = value;
  try {
    parsed = JSON.parse(value);
  } catch {
    // not JSON: a bare code
  }
  const code =
    parsed !== null && typeof parsed === 'object' && 'code' in parsed ? parsed.code : parsed;
  return typeof code === 'string' ? code.trim() : undefined;
}

/** The language a `selectedLanguage` value names, or undefined when it names none the shop speaks. */
export function parseLanguageCookie(value: string | undefined): Language | undefined {
  const code = cookieCode(value)?.toLowerCase();
  return isLanguage(code) ? code : undefined;
}

/** The currency a `selectedCurrency` value names, or undefined when it names none the shop sells in. */
export function parseCurrencyCookie(value: string | undefined): CurrencyCode | undefined {
  const code = cookieCode(value)?.toUpperCase();
  return isCurrency(code) ? code : undefined;
}

/**
 * A `document.cookie` line that keeps `value` for `days` on path / (spec §9), SameSite=Lax, the
 * value percent-encoded as `parseCookies` reads it.
 */
export function serializeCookie(name: string, value: string, days: number, now = Date.now()) {
  const expires = new Date(now + days * 86_400_000).toUTCString();
  return `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}
