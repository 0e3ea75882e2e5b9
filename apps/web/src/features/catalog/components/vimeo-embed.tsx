import Player from '@vimeo/player';
import { useEffect, useRef } from 'react';
import styles from './product-gallery.module.css';

/** A Vimeo video through @vimeo/player (this module is its own chunk). */
export function VimeoEmbed({ id, title }: { id: string; title: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const player = new Player(ref.current, {
      id: Number(id),
      responsive: true,
      muted: true,
      title: false,
      byline: false,
      portrait: false,
      dnt: true,
    });
    player.ready().catch((error: unknown) => console.warn('Vimeo player', error));
    return () => void player.destroy().catch(() => undefined);
  }, [id]);
  return <div ref={ref} className={styles.frame} title={title} />;
}
