import type { MediaEntry } from '@aurelle/contract';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useAfterPaint } from '../../../hooks/use-after-paint.ts';
import { Picture } from '../../../components/ui/picture.tsx';
import { Icon, type IconProps } from '../../../components/ui/icons.tsx';
import { useCarousel } from '../../../hooks/use-carousel.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { orderMedia } from '../../../utils/media.ts';
import { GallerySlide } from './gallery-slide.tsx';
import styles from './product-gallery.module.css';

/**
 * A video's thumbnail: drawn, not a ▶ character (no web face has it: a look-up in the system's
 * fonts, decision 0049 §8). Here rather than in icons.tsx, whose exports load with the app.
 */
const PlayIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8 5.5v13l10.5-6.5L8 5.5Z" />
  </Icon>
);

type Props = { media: MediaEntry[]; fallback: string[]; name: string };

/**
 * Spec §3 gallery: the first image, then videos, then the other images (kind by extension).
 * Swipe on phones (embla), thumbnails and arrow keys everywhere, zoom on hover on desktop.
 */
export function ProductGallery({ media, fallback, name }: Props) {
  const { t } = useTranslation();
  const entries = orderMedia(media.length ? media : fallback.map((file_url) => ({ file_url })));
  // Embla measures the slides when it starts: once the gallery is on screen, it reads a layout
  // that is already done (until then `embla` is undefined, and the first slide shows).
  const painted = useAfterPaint();
  const [viewport, embla] = useCarousel<HTMLDivElement>(painted, { loop: false });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => void embla.off('select', onSelect).off('reInit', onSelect);
  }, [embla]);

  const go = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') embla?.scrollNext();
    if (event.key === 'ArrowLeft') embla?.scrollPrev();
  };

  return (
    <section className={styles.gallery} aria-label={t('product.gallery')}>
      {/* The viewport takes focus so arrow keys move the slides (WAI-ARIA carousel pattern). */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <div
        className={styles.viewport}
        ref={viewport}
        tabIndex={0}
        role="region"
        aria-roledescription="carousel"
        aria-label={t('product.gallery')}
        onKeyDown={onKeyDown}
      >
        <ul className={styles.track}>
          {entries.map((entry, index) => (
            <li key={entry.file_url} className={styles.slide} aria-hidden={index !== selected}>
              <GallerySlide entry={entry} index={index} active={index === selected} name={name} />
            </li>
          ))}
        </ul>
      </div>
      {entries.length > 1 ? (
        <ol className={styles.thumbs}>
          {entries.map((entry, index) => (
            <li key={entry.file_url}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={index === selected}
                aria-label={t('product.showMedia', { index: index + 1 })}
                onClick={() => go(index)}
              >
                {entry.type === 'image' ? (
                  <Picture
                    src={entry.file_url}
                    sizes="64px"
                    alt=""
                    width={80}
                    height={100}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <PlayIcon className={styles.play} size={16} />
                )}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
