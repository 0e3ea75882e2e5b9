import { LANGUAGES, type Language } from '@aurelle/contract';
import { useTranslation } from '../../../lib/use-translation.ts';
import styles from './language-switch.module.css';
import { useChangeLanguage } from './use-preferences.ts';

/** Each language named in itself, as switchers conventionally do. */
const NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

/** English / Français, in the footer and the mobile sidebar. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const change = useChangeLanguage();
  const current = i18n.resolvedLanguage;
  return (
    <fieldset className={[styles.group, className ?? ''].join(' ')}>
      <legend className={styles.legend}>{t('preferences.language')}</legend>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={styles.option}
          aria-pressed={current === code}
          onClick={() => void change(code)}
        >
          {NAMES[code]}
        </button>
      ))}
    </fieldset>
  );
}
