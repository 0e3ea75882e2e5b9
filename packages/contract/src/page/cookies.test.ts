import { describe, expect, it } from 'vitest';
import {
  COOKIE_NAMES,
  cookieCode,
  parseCookies,
  parseCurrencyCookie,
  parseLanguageCookie,
  serializeCookie,
} from './cookies.ts';

describe('COOKIE_NAMES', () => {
  it('spells the cookies as the spec does', () => {
    expect(COOKIE_NAMES).toEqual({
      currency: 'selectedCurrency',
      language: 'selectedLanguage',
      visitor: 'visitor_id',
      consent: 'cookieConsent',
    });
  });
});

describe('parseCookies', () => {
  it('reads a Cookie header, percent-decoding the values', () => {
    const jar = parseCookies(
      'selectedLanguage=%7B%22code%22%3A%22fr%22%7D; selectedCurrency=EUR;visitor_id=abc',
    );
    expect(jar.get('selectedLanguage')).toBe('{"code":"fr"}');
    expect(jar.get('selectedCurrency')).toBe('EUR');
    expect(jar.get('visitor_id')).toBe('abc');
  });

  it('reads what js-cookie writes (only some characters encoded)', () => {
    expect(
      parseCookies('selectedCurrency={%22code%22:%22EUR%22,%22symbol%22:%22%E2%82%AC%22}').get(
        'selectedCurrency',
      ),
    ).toBe('{"code":"EUR","symbol":"€"}');
  });

  it('skips a value that does not decode and parts without =, keeping the rest', () => {
    const jar = parseCookies('bad=%E0%A4%A; junk; selectedCurrency=USD; empty=');
    expect(jar.has('bad')).toBe(false);
    expect(jar.has('junk')).toBe(false);
    expect(jar.get('selectedCurrency')).toBe('USD');
    expect(jar.get('empty')).toBe('');
  });

  it('keeps a value holding = and lets the last of two same-named cookies count', () => {
    const jar = parseCookies('a=x=y; b=1; b=2');
    expect(jar.get('a')).toBe('x=y');
    expect(jar.get('b')).toBe('2');
  });

  it('is empty without a header', () => {
    expect(parseCookies(undefined).size).toBe(0);
    expect(parseCookies('').size).toBe(0);
  });
});

describe('cookieCode', () => {
  it('reads {"code": …}, a JSON string and a bare code', () => {
    expect(cookieCode('{"code":"fr"}')).toBe('fr');
    expect(cookieCode('{"code":"EUR","symbol":"€"}')).toBe('EUR');
    expect(cookieCode('"fr"')).toBe('fr');
    expect(cookieCode('fr')).toBe('fr');
  });

  it('finds no code in malformed or empty values', () => {
    expect(cookieCode(undefined)).toBeUndefined();
    expect(cookieCode('{"code":5}')).toBeUndefined();
    expect(cookieCode('{"lang":"fr"}')).toBeUndefined();
    expect(cookieCode('null')).toBeUndefined();
    expect(cookieCode('42')).toBeUndefined();
    expect(cookieCode('[]')).toBeUndefined();
    // Broken JSON is taken as written: no language or currency is spelled like that.
    expect(cookieCode('{"code":"fr"')).toBe('{"code":"fr"');
  });
});

describe.each([
  {
    parse: parseLanguageCookie,
    what: 'the languages the shop speaks',
    taken: [
      ['{"code":"fr"}', 'fr'],
      ['en', 'en'],
      ['{"code":"FR"}', 'fr'],
    ],
    others: 'other languages',
    refused: ['{"code":"de"}', '{"code":"fr"', '', undefined],
  },
  {
    parse: parseCurrencyCookie,
    what: 'the four currencies',
    taken: [
      ['{"code":"EUR","symbol":"€"}', 'EUR'],
      ['USD', 'USD'],
      ['aed', 'AED'],
      ['{"code":"inr"}', 'INR'],
    ],
    others: 'other currencies',
    refused: ['GBP', '{"symbol":"€"}', '{', undefined],
  },
])('$parse.name', ({ parse, what, taken, others, refused }) => {
  it(`accepts ${what}, in any case`, () => {
    for (const [value, code] of taken) expect(parse(value)).toBe(code);
  });

  it(`rejects ${others} and malformed values`, () => {
    for (const value of refused) expect(parse(value)).toBeUndefined();
  });
});

describe('serializeCookie', () => {
  const now = Date.UTC(2026, 0, 31, 12, 0, 0);

  it('keeps a cookie for its days on path /, Lax', () => {
    expect(serializeCookie('cookieConsent', 'false', 1, now)).toBe(
      'cookieConsent=false; expires=Sun, 01 Feb 2026 12:00:00 GMT; path=/; SameSite=Lax',
    );
    expect(serializeCookie('visitor_id', 'abc', 30, now)).toContain(
      'expires=Mon, 02 Mar 2026 12:00:00 GMT;',
    );
  });

  it('encodes the value so that parseCookies reads back what was written', () => {
    const line = serializeCookie('selectedCurrency', '{"code":"EUR","symbol":"€"}', 30, now);
    expect(parseCurrencyCookie(parseCookies(line).get('selectedCurrency'))).toBe('EUR');
    // A value holding "; " cannot add attributes of its own.
    const tricky = 'x; path=/admin; expires=never';
    const written = serializeCookie('visitor_id', tricky, 30, now);
    expect(written.split('; ')).toHaveLength(4);
    expect(parseCookies(written).get('visitor_id')).toBe(tricky);
  });
});
