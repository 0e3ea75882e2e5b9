import type { FastifyInstance } from 'fastify';
import { localeOf, type Locale } from '../lib/locale.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language (Accept-Language; unknown values fall back to English) and currency (X-Currency;
     * unknown values fall back to INR) of the response, never an error.
     */
    locale: Locale;
  }
}

export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('locale', null, []);
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = localeOf(request.headers);
    done();
  });
}
