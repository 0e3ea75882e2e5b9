import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { env } from '../../../config/env.ts';
import { Logo } from '../../../components/ui/logo.tsx';
import { SocialLinks } from '../../../features/content/components/social-links.tsx';
import { CurrencySelect } from '../preferences/currency-select.tsx';
import { LanguageSwitch } from '../preferences/language-switch.tsx';
import { FooterContact } from './footer-contact.tsx';
import { FooterSeller } from './footer-seller.tsx';
import { footerGroups, footerServiceLinks } from './footer-links.ts';
import styles from './footer.module.css';

/**
 * Spec §2 Footer: contact, link groups, copyright with the current year, social icons; then the
 * seller's disclosures. Inside the shell's `<footer>` (footer.tsx), which builds it once the
 * visitor scrolls near.
 */
export function FooterContent() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <>
      <div className={`container ${styles.top}`}>
        <div className={styles.brand}>
          <Logo small />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <SocialLinks />
        </div>
        <div className={styles.groups}>
          <FooterContact />
          {footerGroups.map((group) => (
            <nav key={group.key} aria-labelledby={`footer-${group.key}`}>
              <h2 id={`footer-${group.key}`} className={styles.title}>
                {t(`footer.groups.${group.key}`)}
              </h2>
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.key}>
                    <Link to={link.to}>{t(`footer.links.${link.key}`)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="container">
        <ul className={styles.service}>
          {footerServiceLinks.map((link) => (
            <li key={link.key}>
              <Link to={link.to}>{t(`footer.links.${link.key}`)}</Link>
            </li>
          ))}
        </ul>
        <div className={styles.bottom}>
          <div className={styles.prefs}>
            <LanguageSwitch />
            <CurrencySelect />
          </div>
          <p className={styles.copyright}>
            {t('footer.copyright', { year, brand: env.brandName })}
          </p>
        </div>
        {/* Last: when its details arrive, nothing above it moves. */}
        <FooterSeller />
      </div>
    </>
  );
}
