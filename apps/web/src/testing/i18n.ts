import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../public/locales/en.json';
import fr from '../../public/locales/fr.json';
import { baseI18nOptions } from '../lib/i18n.ts';

/** The real locale files, loaded synchronously, so tests read the texts users see. */
export function createTestI18n(language: 'en' | 'fr' = 'en') {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...baseI18nOptions(language),
    resources: { en: { translation: en }, fr: { translation: fr } },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
