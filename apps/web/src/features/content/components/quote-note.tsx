import { useTranslation } from '../../../lib/use-translation.ts';
import { useSiteSettings } from '../hooks/use-site-settings.ts';
import styles from './quote-note.module.css';

/**
 * The catalogue's request-quote line, with the site settings' request-quote e-mail (the contact
 * e-mail unless the owner set another; spec §2, §3).
 */
export function QuoteNote() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  if (!settings?.quote_email) return null;
  return (
    <aside className={styles.note}>
      <p className={styles.text}>{t('catalog.quote')}</p>
      <a className={styles.link} href={`mailto:${settings.quote_email}`}>
        {t('catalog.quoteLink', { email: settings.quote_email })}
      </a>
    </aside>
  );
}
