import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  PAGE_ELEMENT_IDS,
  TRANSLATION_RETRIES,
  TRANSLATION_RETRY_START_MS,
  type Language,
} from '@aurelle/contract';
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { env } from '../config/env.ts';

/** Options shared by the app and the tests: English fallback, `{{brand}}` from runtime config. */
export function baseI18nOptions(language: Language): InitOptions {
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    interpolation: { escapeValue: false, defaultVariables: { brand: env.brandName } },
    returnNull: false,
  };
}

/**
 * UI text from /locales/{lng}.json (spec §7). A failed load is retried up to 5 times, waiting
 * 350 ms and doubling each time (spec §8): i18next's own retry, set explicitly.
 */
export function httpI18nOptions(language: Language): InitOptions {
  return {
    ...baseI18nOptions(language),
    backend: { loadPath: '/locales/{{lng}}.json' },
    maxRetries: TRANSLATION_RETRIES,
    retryTimeout: TRANSLATION_RETRY_START_MS,
    react: { useSuspense: true },
  };
}

/**
 * UI strings the server put into the page, so the first render need not wait for
 * /locales/{lng}.json. Only languages present are returned; anything unreadable is ignored.
 */
export function readInlineLocales(): Partial<Record<Language, Record<string, unknown>>> {
  const text = globalThis.document?.getElementById(PAGE_ELEMENT_IDS.locales)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return {};
    const found: Partial<Record<Language, Record<string, unknown>>> = {};
    for (const lng of LANGUAGES) {
      const strings = (parsed as Record<string, unknown>)[lng];
      if (strings && typeof strings === 'object') found[lng] = strings as Record<string, unknown>;
    }
    return found;
  } catch {
    return {};
  }
}

export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  const inline = readInlineLocales();
  const resources = Object.fromEntries(
    Object.entries(inline).map(([lng, translation]) => [lng, { translation }]),
  );
  void instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      ...httpI18nOptions(language),
      // Languages the page carried are ready at once; any other is fetched when chosen.
      ...(Object.keys(resources).length ? { resources, partialBundledLanguages: true } : {}),
    });
  return instance;
}
