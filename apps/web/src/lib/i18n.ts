import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
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

export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(HttpBackend).use(initReactI18next).init(httpI18nOptions(language));
  return instance;
}
