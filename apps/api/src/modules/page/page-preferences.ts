import type { FastifyRequest } from 'fastify';
import { isCurrency, isLanguage, type CurrencyCode, type Language } from '@aurelle/contract';
import { pickLanguage } from '../../plugins/request-context.ts';

function cookies(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    try {
      jar.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // a malformed cookie is ignored, like a browser would
    }
  }
  return jar;
}

/** A cookie holding `{"code":"fr"}` (spec §3) or a bare code. */
function codeOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && 'code' in parsed) return String(parsed.code);
  } catch {
    // not JSON: a bare code
  }
  return value;
}

/**
 * The language and currency a page is rendered in: `?lng=` (crawlers, shared links), then the
 * shopper's cookies, then Accept-Language; INR unless the currency cookie says otherwise.
 */
export function pagePreferences(request: FastifyRequest): {
  lang: Language;
  currency: CurrencyCode;
} {
  const jar = cookies(request.headers.cookie);
  const query = new URL(request.url, 'http://x').searchParams.get('lng') ?? undefined;
  const cookieLang = codeOf(jar.get('selectedLanguage'));
  const lang = isLanguage(query)
    ? query
    : isLanguage(cookieLang)
      ? cookieLang
      : pickLanguage(request.headers['accept-language']);
  const cookieCurrency = codeOf(jar.get('selectedCurrency'))?.toUpperCase();
  return { lang, currency: isCurrency(cookieCurrency) ? cookieCurrency : 'INR' };
}
