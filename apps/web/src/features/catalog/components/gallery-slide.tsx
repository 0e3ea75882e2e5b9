import { GALLERY_PICTURE_SIZES } from '@aurelle/contract';
import { lazy, useState, type PointerEvent } from 'react';
import { Picture } from '../../../components/ui/picture.tsx';
import { LazySection } from '../../../components/ui/lazy-section.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { MediaKind } from '../../../utils/media.ts';
import { vimeoId } from '../../../utils/media.ts';
import { removeFirstPaint } from '../../../lib/remove-first-paint.ts';
import styles from './product-gallery.module.css';

// @vimeo/player loads only when a Vimeo slide is shown.
const VimeoEmbed = lazy(() => import('./vimeo-embed.tsx').then((m) => ({ default: m.VimeoEmbed })));

type Props = {
  entry: { file_url: string; type: MediaKind; alt?: string };
  index: number;
  active: boolean;
  name: string;
};

/** One gallery view: a zoomable image, a video element, or a Vimeo player. */
export function GallerySlide({ entry, index, active, name }: Props) {
  const { t } = useTranslation();
  const [origin, setOrigin] = useState<string | null>(null);
  const vimeo = vimeoId(entry.file_url);
  if (entry.type === 'video') {
    if (vimeo) {
      return active ? (
        <LazySection fallback={<div className={styles.frame} />}>
          <VimeoEmbed id={vimeo} title={t('product.video')} />
        </LazySection>
      ) : (
        <div className={styles.frame} />
      );
    }
    return (
      <video
        className={styles.frame}
        src={entry.file_url}
        controls
        muted
        playsInline
        preload="none"
        aria-label={t('product.video')}
      />
    );
  }
  const onMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x}% ${y}%`);
  };
  return (
    <div
      className={styles.zoom}
      data-zoomed={origin !== null}
      onPointerMove={onMove}
      onPointerLeave={() => setOrigin(null)}
    >
      <Picture
        src={entry.file_url}
        sizes={GALLERY_PICTURE_SIZES}
        alt={entry.alt ?? (index === 0 ? name : '')}
        width={800}
        height={1000}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : undefined}
        decoding="async"
        // The first image replaces the server's first paint of it (lib/remove-first-paint.ts).
        onLoad={index === 0 ? removeFirstPaint : undefined}
        onError={index === 0 ? removeFirstPaint : undefined}
        style={origin ? { transformOrigin: origin } : undefined}
      />
    </div>
  );
}
