import { useTranslation } from '../../../lib/use-translation.ts';
import { InfoArticle } from '../../../features/content/components/info-article.tsx';
import { useSiteSettings } from '../../../features/content/hooks/use-site-settings.ts';
import styles from './info.module.css';

/** Careers: the house, the open roles, and where to write. */
export function CareersRoute() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  return (
    <InfoArticle slug="careers">
      <section className={styles.callout} aria-labelledby="careers-apply">
        <h2 id="careers-apply">{t('pages.careers.applyTitle')}</h2>
        <p>{t('pages.careers.applyText')}</p>
        {settings ? (
          <a
            className={styles.mail}
            href={`mailto:${settings.email}?subject=${encodeURIComponent(t('pages.careers.subject'))}`}
          >
            {settings.email}
          </a>
        ) : null}
      </section>
    </InfoArticle>
  );
}
