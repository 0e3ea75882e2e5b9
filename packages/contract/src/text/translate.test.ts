import { describe, expect, it } from 'vitest';
import type { Language } from '../constants.ts';
import {
  findText,
  interpolate,
  interpolateDeep,
  lookupText,
  pluralKeys,
  translate,
  type Strings,
} from './translate.ts';

const strings: Record<Language, Strings> = {
  en: {
    greeting: 'Hello {{name}}',
    nav: { home: '{{brand}} home', deep: { leaf: 'Leaf' } },
    onlyEnglish: 'Only in English',
    items_zero: 'No items',
    items_one: 'One item',
    items_other: '{{count}} items',
    bare: '{{count}} things',
    year: 2026,
    empty: null,
    pages: { list: ['First {{brand}}', 'Second'] },
  },
  fr: {
    greeting: 'Bonjour {{name}}',
    items_one: '{{count}} article',
    items_other: '{{count}} articles',
    empty: 'Vide',
  },
};
const stringsOf = (language: Language) => strings[language];
const t = (language: Language, key: string, values?: Record<string, unknown>) =>
  translate(stringsOf, language, key, values, { brand: 'Maison' });

describe('interpolate', () => {
  it('fills {{name}} from the values, then the defaults, trimming the name', () => {
    expect(interpolate('Hi {{ name }} of {{brand}}', { name: 'Ada' }, { brand: 'Maison' })).toBe(
      'Hi Ada of Maison',
    );
    expect(interpolate('{{brand}}', { brand: 'Other' }, { brand: 'Maison' })).toBe('Other');
  });

  it('leaves a name passed nowhere as written, and one passed as undefined or null out', () => {
    expect(interpolate('Hi {{who}}')).toBe('Hi {{who}}');
    expect(interpolate('Hi {{who}}', { who: undefined })).toBe('Hi ');
    expect(interpolate('Hi {{who}}', { who: null }, { who: 'x' })).toBe('Hi ');
  });

  it('does not escape or re-read the values it puts in', () => {
    expect(interpolate('{{a}} & {{b}}', { a: '<b>"x"</b>', b: '{{a}}' })).toBe(
      '<b>"x"</b> & {{a}}',
    );
  });

  it('does not take inherited properties for values', () => {
    expect(interpolate('{{constructor}} {{toString}}', {})).toBe('{{constructor}} {{toString}}');
  });

  it('fills every text inside objects and arrays', () => {
    expect(interpolateDeep({ a: ['{{x}}', 1], b: { c: '{{x}}!' } }, { x: 'y' })).toEqual({
      a: ['y', 1],
      b: { c: 'y!' },
    });
  });
});

describe('lookupText', () => {
  it('reads nested keys by dots, own properties only', () => {
    expect(lookupText(strings.en, 'nav.deep.leaf')).toBe('Leaf');
    expect(lookupText(strings.en, 'nav.deep')).toEqual({ leaf: 'Leaf' });
    expect(lookupText(strings.en, 'greeting.deeper')).toBeUndefined();
    expect(lookupText(strings.en, 'nav.constructor')).toBeUndefined();
    expect(lookupText(strings.en, '__proto__')).toBeUndefined();
    expect(lookupText(undefined, 'greeting')).toBeUndefined();
  });
});

describe('pluralKeys', () => {
  it('tries _zero for 0, then the language rule, _other and the bare key', () => {
    expect(pluralKeys('items', 'en', 0)).toEqual(['items_zero', 'items_other', 'items']);
    expect(pluralKeys('items', 'en', 1)).toEqual(['items_one', 'items_other', 'items']);
    expect(pluralKeys('items', 'fr', 0)).toEqual([
      'items_zero',
      'items_one',
      'items_other',
      'items',
    ]);
    expect(pluralKeys('items', 'fr', 1_000_000)).toEqual(['items_many', 'items_other', 'items']);
  });

  it('is the bare key without a numeric count', () => {
    expect(pluralKeys('items', 'en', undefined)).toEqual(['items']);
    expect(pluralKeys('items', 'en', '2')).toEqual(['items']);
  });
});

describe('translate', () => {
  it('chooses English plurals by count, with _zero for 0, and fills {{count}}', () => {
    expect(t('en', 'items', { count: 0 })).toBe('No items');
    expect(t('en', 'items', { count: 1 })).toBe('One item');
    expect(t('en', 'items', { count: 2 })).toBe('2 items');
    expect(t('en', 'bare', { count: 3 })).toBe('3 things');
  });

  it('chooses French plurals by French rules (0 and 1.5 are singular; "many" uses _other)', () => {
    expect(t('fr', 'items', { count: 0 })).toBe('0 article');
    expect(t('fr', 'items', { count: 1.5 })).toBe('1.5 article');
    expect(t('fr', 'items', { count: 2 })).toBe('2 articles');
    expect(t('fr', 'items', { count: 1_000_000 })).toBe('1000000 articles');
  });

  it('falls back to English for a key French lacks, and to undefined when neither has it', () => {
    expect(t('fr', 'greeting', { name: 'Ada' })).toBe('Bonjour Ada');
    expect(t('fr', 'onlyEnglish')).toBe('Only in English');
    expect(t('fr', 'nav.home')).toBe('Maison home');
    expect(t('fr', 'nowhere')).toBeUndefined();
    expect(t('en', 'nowhere.at.all')).toBeUndefined();
  });

  it('falls back to English while a language has no strings at all', () => {
    const englishOnly = (language: Language) => (language === 'en' ? strings.en : undefined);
    expect(translate(englishOnly, 'fr', 'greeting', { name: 'Ada' })).toBe('Hello Ada');
  });

  it('treats null as missing in one language, not as a text', () => {
    expect(t('en', 'empty')).toBeUndefined();
    expect(t('fr', 'empty')).toBe('Vide');
  });

  it('gives numbers as text and objects as undefined (findText returns them whole)', () => {
    expect(t('en', 'year')).toBe('2026');
    expect(t('en', 'pages.list')).toBeUndefined();
    expect(findText(stringsOf, 'fr', 'pages.list')).toEqual(['First {{brand}}', 'Second']);
  });
});
