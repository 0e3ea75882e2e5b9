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

describe('cookie rules (spec §3, §4, §9)', () => {
  it('creates visitor_id for 30 days on path / when absent, and keeps an existing one', () => {
    const set = vi.spyOn(Cookies, 'set');
    const id = ensureVisitorId();
    expect(id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(set).toHaveBeenCalledWith(
      'visitor_id',
      id,
      expect.objectContaining({ expires: 30, path: '/' }),
    );
    set.mockClear();
    expect(ensureVisitorId()).toBe(id);
    expect(set).not.toHaveBeenCalled();
  });

  it('stores consent as "true" for 30 days when accepted', () => {
    const set = vi.spyOn(Cookies, 'set');
    expect(hasConsentAnswer()).toBe(false);
    answerConsent(true);
    expect(set).toHaveBeenCalledWith(
      'cookieConsent',
      'true',
      expect.objectContaining({ expires: 30, path: '/' }),
    );
    expect(hasConsentAnswer()).toBe(true);
  });

  it('stores consent as "false" for 1 day when denied', () => {
    const set = vi.spyOn(Cookies, 'set');
    answerConsent(false);
    expect(set).toHaveBeenCalledWith(
      'cookieConsent',
      'false',
      expect.objectContaining({ expires: 1, path: '/' }),
    );
  });

  it('defaults the currency to INR and keeps the choice with its symbol for 30 days', () => {
    const set = vi.spyOn(Cookies, 'set');
    expect(readCurrency()).toBe('INR');
    saveCurrency('EUR');
    expect(set).toHaveBeenCalledWith(
      'selectedCurrency',
      JSON.stringify({ code: 'EUR', symbol: '€' }),
      expect.objectContaining({ expires: 30, path: '/' }),
    );
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
