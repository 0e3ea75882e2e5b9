import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  isCurrency,
  isLanguage,
  type CurrencyCode,
  type Language,
} from '@aurelle/contract';

declare module 'fastify' {
  interface FastifyRequest {
    /** From Accept-Language; unknown values fall back to English, never an error. */
    lang: Language;
    /** From X-Currency; unknown values fall back to INR, never an error. */
    currency: CurrencyCode;
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

export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.decorateRequest('currency', DEFAULT_CURRENCY);
  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language']);
    const currency = request.headers['x-currency'];
    request.currency = pickCurrency(Array.isArray(currency) ? currency[0] : currency);
  });
}
