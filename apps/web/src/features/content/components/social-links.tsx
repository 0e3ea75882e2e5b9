import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { socialLabel } from '../../../utils/social.ts';
import { useSocialMedia } from '../hooks/use-content-block.ts';
import styles from './social-links.module.css';

// The icons' drawings come with the block's answer, not in every page's first JavaScript: the
// links are 40 px circles either way, so nothing moves when they arrive.
const SocialIcon = lazy(() =>
  import('../../../components/ui/social-icons.tsx').then((m) => ({ default: m.SocialIcon })),
);

/** Icons and links from the socialMedia content block (spec §2 Footer). */
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
            <Suspense fallback={null}>
              <SocialIcon name={entry.icon} />
            </Suspense>
          </a>
        </li>
      ))}
    </ul>
  );
}
