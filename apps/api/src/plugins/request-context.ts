import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  isCurrency,
  isLanguage,
  type CurrencyCode,
  type Language,
} from '@aurelle/contract';
import type { Locale } from '../lib/locale.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language (Accept-Language; unknown values fall back to English) and currency (X-Currency;
     * unknown values fall back to INR) of the response, never an error.
     */
    locale: Locale;
  }
}

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
export function localeOf(headers: FastifyRequest['headers']): Locale {
  const currency = headers['x-currency'];
  return {
    lang: pickLanguage(headers['accept-language']),
    currency: pickCurrency(Array.isArray(currency) ? currency[0] : currency),
  };
}

export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('locale', null, []);
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = localeOf(request.headers);
    done();
  });
}
