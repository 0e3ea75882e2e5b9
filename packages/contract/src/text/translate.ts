import { DEFAULT_LANGUAGE, type Language } from '../constants.ts';

/** One language's UI strings: the nested object of apps/web/public/locales/{lng}.json. */
export type Strings = Record<string, unknown>;

/** Where a translator finds a language's strings; undefined while (or when) it has none. */
export type StringsOf = (language: Language) => Strings | undefined;

/** `{{name}}` values; `count` also chooses the plural. */
export type TextValues = Readonly<Record<string, unknown>>;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/**
 * `{{name}}` → the value from `values`, else from `defaults`, unescaped (React and the server's
 * HTML writers escape); a name in neither stays as written, one passed as undefined or null is
 * left out.
 */
export function interpolate(text: string, values?: TextValues, defaults?: TextValues): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const key = name.trim();
    const source = values && Object.hasOwn(values, key) ? values : defaults;
    if (!source || !Object.hasOwn(source, key)) return placeholder;
    const value = source[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** `interpolate` on every text inside an object or array. */
export function interpolateDeep(
  value: unknown,
  values?: TextValues,
  defaults?: TextValues,
): unknown {
  if (typeof value === 'string') return interpolate(value, values, defaults);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, values, defaults));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateDeep(item, values, defaults)]),
    );
  }
  return value;
}

/** `a.b.c` in nested strings; own properties only, so `constructor` or `__proto__` find nothing. */
export function lookupText(strings: Strings | undefined, key: string): unknown {
  let node: unknown = strings;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/**
 * The keys tried, in order, in one language: with a numeric count, `key_zero` (for 0), the suffix
 * `Intl.PluralRules` gives that language (`_one`, `_few`, `_many`…), `key_other`, then `key`.
 */
export function pluralKeys(key: string, language: Language, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  const category = rules.select(count);
  const keys = count === 0 ? [`${key}_zero`] : [];
  if (category !== 'other') keys.push(`${key}_${category}`);
  keys.push(`${key}_other`, key);
  return keys;
}

/**
 * What `key` holds in `language`, else in English (the fallback), the plural chosen by `count`:
 * a text, a number, an object or array of texts; undefined when neither language has it.
 */
export function findText(
  stringsOf: StringsOf,
  language: Language,
  key: string,
  count?: unknown,
): unknown {
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  for (const lng of languages) {
    const strings = stringsOf(lng);
    if (!strings) continue;
    for (const candidate of pluralKeys(key, lng, count)) {
      const value = lookupText(strings, candidate);
      if (value !== undefined && value !== null) return value;
    }
  }
  return undefined;
}

/**
 * A UI text in `language` as the app shows it: found by `findText` (plural by `values.count`,
 * English fallback), `{{name}}` filled from `values` then `defaults`. Undefined when the key is
 * missing or holds an object rather than a text.
 */
export function translate(
  stringsOf: StringsOf,
  language: Language,
  key: string,
  values?: TextValues,
  defaults?: TextValues,
): string | undefined {
  const value = findText(stringsOf, language, key, values?.count);
  if (value === undefined || typeof value === 'object') return undefined;
  return interpolate(String(value), values, defaults);
}
