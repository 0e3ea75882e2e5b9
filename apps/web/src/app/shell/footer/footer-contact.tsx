import { useTranslation } from '../../../lib/use-translation.ts';
import { useSiteSettings } from '../../../features/content/hooks/use-site-settings.ts';
import styles from './footer.module.css';

/** Spec §2 Footer: contact phone, e-mail and address from site settings. */
export function FooterContact() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  return (
    <div className={styles.contactGroup}>
      <h2 className={styles.title}>{t('footer.contact')}</h2>
      {settings ? (
        <address className={styles.contact}>
          <a href={`tel:${settings.contact.replace(/[^+\d]/g, '')}`}>{settings.contact}</a>
          <a href={`mailto:${settings.email}`}>{settings.email}</a>
          <span>{settings.address}</span>
        </address>
      ) : null}
    </div>
  );
}
