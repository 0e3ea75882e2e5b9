import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../../hooks/use-near-viewport.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { socialLabel } from '../../../utils/social.ts';
import { useSocialMedia } from '../hooks/use-content-block.ts';
import styles from './social-links.module.css';

// The icons' drawings load once the footer comes near the screen, not with every page's first
// JavaScript: the links are 40 px circles either way, so nothing moves when they arrive.
const SocialIcon = lazy(() =>
  import('../../../components/ui/social-icons.tsx').then((m) => ({ default: m.SocialIcon })),
);

/** Icons and links from the socialMedia content block (spec §2 Footer). */
export function SocialLinks() {
  const { t } = useTranslation();
  const { data } = useSocialMedia();
  const [ref, near] = useNearViewport<HTMLUListElement>('600px');
  if (!data?.data.length) return null;
  return (
    <ul ref={ref} className={styles.list} aria-label={t('footer.social')}>
      {data.data.map((entry) => (
        <li key={`${entry.icon}-${entry.link}`}>
          <a
            className={styles.link}
            href={entry.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.socialLink', { network: socialLabel(entry.icon) })}
          >
            {near ? (
              <Suspense fallback={null}>
                <SocialIcon name={entry.icon} />
              </Suspense>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
