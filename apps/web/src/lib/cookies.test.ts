import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerConsent, hasConsentAnswer } from './consent.ts';
import {
  initialLanguage,
  readCurrency,
  readLanguage,
  saveCurrency,
  saveLanguage,
} from './preferences.ts';
import { ensureVisitorId } from './visitor.ts';

afterEach(() => vi.restoreAllMocks());

/**
 * Records what the code writes to `document.cookie` (still writing it): each cookie's name, its
 * decoded value, the days until it expires and its path.
 */
function recordCookieWrites() {
  const set = vi.spyOn(document, 'cookie', 'set');
  return () =>
    set.mock.calls.map(([line]) => {
      const [pair = '', ...attributes] = line.split('; ');
      const at = pair.indexOf('=');
      const attribute = (name: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1);
      const expires = Date.parse(attribute('expires') ?? '');
      return {
        name: pair.slice(0, at),
        value: decodeURIComponent(pair.slice(at + 1)),
        days: Math.round((expires - Date.now()) / 86_400_000),
        path: attribute('path'),
      };
    });
}

describe('cookie rules (spec §3, §4, §9)', () => {
  it('creates visitor_id for 30 days on path / when absent, and keeps an existing one', () => {
    const written = recordCookieWrites();
    const id = ensureVisitorId();
    expect(id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(written()).toEqual([{ name: 'visitor_id', value: id, days: 30, path: '/' }]);
    expect(ensureVisitorId()).toBe(id);
    expect(written()).toHaveLength(1);
  });

  it('stores consent as "true" for 30 days when accepted', () => {
    const written = recordCookieWrites();
    expect(hasConsentAnswer()).toBe(false);
    answerConsent(true);
    expect(written()).toEqual([{ name: 'cookieConsent', value: 'true', days: 30, path: '/' }]);
    expect(hasConsentAnswer()).toBe(true);
  });

  it('stores consent as "false" for 1 day when denied', () => {
    const written = recordCookieWrites();
    answerConsent(false);
    expect(written()).toEqual([{ name: 'cookieConsent', value: 'false', days: 1, path: '/' }]);
  });

  it('defaults the currency to INR and keeps the choice with its symbol for 30 days', () => {
    const written = recordCookieWrites();
    expect(readCurrency()).toBe('INR');
    saveCurrency('EUR');
    expect(written()).toEqual([
      { name: 'selectedCurrency', value: '{"code":"EUR","symbol":"€"}', days: 30, path: '/' },
    ]);
    expect(readCurrency()).toBe('EUR');
  });

  it('reads a bare currency code, and ignores an unknown one', () => {
    Cookies.set('selectedCurrency', 'USD');
    expect(readCurrency()).toBe('USD');
    Cookies.set('selectedCurrency', 'GBP');
    expect(readCurrency()).toBe('INR');
  });

  it('keeps the language as {"code":"fr"} and defaults to English', () => {
    expect(readLanguage()).toBe('en');
    saveLanguage('fr');
    expect(Cookies.get('selectedLanguage')).toBe('{"code":"fr"}');
    expect(readLanguage()).toBe('fr');
  });

  it('starts in the language of a shared link (?lng=), else the cookie', () => {
    saveLanguage('fr');
    expect(initialLanguage('?lng=en')).toBe('en');
    expect(initialLanguage('?lng=de')).toBe('fr');
    expect(initialLanguage('')).toBe('fr');
  });

  it('reads a cookie changed outside the app (another tab, the server) at once', () => {
    saveCurrency('EUR');
    expect(readCurrency()).toBe('EUR');
    document.cookie = `selectedCurrency=${encodeURIComponent('{"code":"AED"}')}; path=/`;
    expect(readCurrency()).toBe('AED');
    document.cookie = 'selectedCurrency=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(readCurrency()).toBe('INR');
  });
});
