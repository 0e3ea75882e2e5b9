import { SocialIcon } from '../../../components/ui/social-icons.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { socialLabel } from '../../../utils/social.ts';
import { useSocialMedia } from '../hooks/use-content-block.ts';
import styles from './social-links.module.css';

/**
 * Icons and links from the socialMedia content block (spec §2 Footer). Part of the footer's
 * content, which loads once the visitor scrolls near it (app/shell/footer/footer.tsx).
 */
export function SocialLinks() {
  const { t } = useTranslation();
  const { data } = useSocialMedia();
  if (!data?.data.length) return null;
  return (
    <ul className={styles.list} aria-label={t('footer.social')}>
      {data.data.map((entry) => (
        <li key={`${entry.icon}-${entry.link}`}>
          <a
            className={styles.link}
            href={entry.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.socialLink', { network: socialLabel(entry.icon) })}
          >
            <SocialIcon name={entry.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
