import {
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  isCurrency,
  isLanguage,
  type CurrencyCode,
  type Language,
} from '@aurelle/contract';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The language and currency a response is written in (Accept-Language, X-Currency). Made once per
 * request (`request.locale`) and passed to services as it is.
 */
export type Locale = { readonly lang: Language; readonly currency: CurrencyCode };

export function pickLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const code = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}

export function pickCurrency(header: string | undefined): CurrencyCode {
  const code = header?.trim().toUpperCase();
  return isCurrency(code) ? code : DEFAULT_CURRENCY;
}

/** The request's locale from its headers. */
export function localeOf(headers: IncomingHttpHeaders): Locale {
  const currency = headers['x-currency'];
  return {
    lang: pickLanguage(headers['accept-language']),
    currency: pickCurrency(Array.isArray(currency) ? currency[0] : currency),
  };
}
