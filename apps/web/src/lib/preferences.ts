import {
  COOKIE_DAYS,
  COOKIE_NAMES,
  CURRENCY_SYMBOLS,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  isLanguage,
  parseCurrencyCookie,
  parseLanguageCookie,
  type CurrencyCode,
  type Language,
  LANGUAGE_QUERY_KEY,
} from '@aurelle/contract';
import { getCookie, setCookie } from './cookies.ts';

/** The chosen currency: `{"code":"EUR","symbol":"€"}` or a bare code; INR by default (spec §3). */
export function readCurrency(): CurrencyCode {
  return parseCurrencyCookie(getCookie(COOKIE_NAMES.currency)) ?? DEFAULT_CURRENCY;
}

export function saveCurrency(code: CurrencyCode) {
  const value = JSON.stringify({ code, symbol: CURRENCY_SYMBOLS[code] });
  setCookie(COOKIE_NAMES.currency, value, COOKIE_DAYS.currency);
}

/** The chosen language from `{"code":"fr"}` (or a bare code); English by default. */
export function readLanguage(): Language {
  return parseLanguageCookie(getCookie(COOKIE_NAMES.language)) ?? DEFAULT_LANGUAGE;
}

export function saveLanguage(code: Language) {
  // The spec gives the language cookie no lifetime; it follows the currency cookie's 30 days.
  setCookie(COOKIE_NAMES.language, JSON.stringify({ code }), COOKIE_DAYS.currency);
}

/** The language to start in: a shared link's `?lng=` (as the server renders it), else the cookie. */
export function initialLanguage(search = globalThis.location?.search ?? ''): Language {
  const fromLink = new URLSearchParams(search).get(LANGUAGE_QUERY_KEY);
  return isLanguage(fromLink) ? fromLink : readLanguage();
}
