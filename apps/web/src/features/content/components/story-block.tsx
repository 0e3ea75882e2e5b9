import { useTranslation } from '../../../lib/use-translation.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useHomeStory } from '../hooks/use-content-block.ts';
import styles from './story-block.module.css';

/** Home's story block (Labs, our story): image and paragraph, alternating sides. */
export function StoryBlock() {
  const { t } = useTranslation();
  const { data } = useHomeStory();
  if (!data?.data.length) return null;
  return (
    <section className={`container ${styles.section}`} aria-label={t('home.story.label')}>
      {data.data.map((entry, index) => (
        <article key={entry.link} className={styles.item} aria-labelledby={`story-${index}`}>
          <div className={styles.media}>
            <img
              src={entry.image}
              alt=""
              width={640}
              height={640}
              loading="lazy"
              decoding="async"
            />
          </div>
          <div className={styles.copy}>
            <p className="eyebrow">{t('home.story.eyebrow')}</p>
            <h2 id={`story-${index}`} className={styles.title}>
              {entry.title}
            </h2>
            <p className={styles.text}>{entry.text}</p>
            <ButtonLink to={entry.link} variant="secondary">
              {entry.cta_label ?? t('home.story.cta')}
            </ButtonLink>
          </div>
        </article>
      ))}
    </section>
  );
}
