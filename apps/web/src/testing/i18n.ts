import type { Language } from '@aurelle/contract';
import en from '../../public/locales/en.json';
import fr from '../../public/locales/fr.json';
import { I18n } from '../lib/i18n.ts';

/** The real locale files, ready at once, so tests read the texts users see. */
export function createTestI18n(language: Language = 'en') {
  return new I18n({ language, resources: { en, fr } });
}
