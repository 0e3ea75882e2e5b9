import {
  COOKIE_DAYS,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  isCurrency,
  isLanguage,
  type CurrencyCode,
  type Language,
} from '@aurelle/contract';
import { cookieNames } from '../config/storage-keys.ts';
import { getJsonCookie, setCookie } from './cookies.ts';

export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = {
  USD: '$',
  INR: '₹',
  AED: 'د.إ',
  EUR: '€',
};

function codeOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'code' in value ? value.code : value;
}

/** The chosen currency: `{"code":"EUR","symbol":"€"}` or a bare code; INR by default (spec §3). */
export function readCurrency(): CurrencyCode {
  const code = codeOf(getJsonCookie(cookieNames.currency));
  return isCurrency(code) ? code : DEFAULT_CURRENCY;
}

export function saveCurrency(code: CurrencyCode) {
  const value = JSON.stringify({ code, symbol: CURRENCY_SYMBOLS[code] });
  setCookie(cookieNames.currency, value, COOKIE_DAYS.currency);
}

/** The chosen language from `{"code":"fr"}` (or a bare code); English by default. */
export function readLanguage(): Language {
  const code = codeOf(getJsonCookie(cookieNames.language));
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

export function saveLanguage(code: Language) {
  // The spec gives the language cookie no lifetime; it follows the currency cookie's 30 days.
  setCookie(cookieNames.language, JSON.stringify({ code }), COOKIE_DAYS.currency);
}

/** The language to start in: a shared link's `?lng=` (as the server renders it), else the cookie. */
export function initialLanguage(search = globalThis.location?.search ?? ''): Language {
  const fromLink = new URLSearchParams(search).get('lng');
  return isLanguage(fromLink) ? fromLink : readLanguage();
}
