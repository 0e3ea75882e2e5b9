import type { CartLine } from '@aurelle/contract';
import styles from './checkout.module.css';

/** A line's thumbnail (the first image, or the placeholder). */
export function LineThumb({ line, small = false }: { line: CartLine; small?: boolean }) {
  const width = small ? 56 : 88;
  return (
    <img
      className={small ? styles.thumbSmall : styles.thumb}
      src={line.image[0] ?? '/placeholder-product.svg'}
      alt=""
      width={width}
      height={Math.round(width * 1.25)}
      loading="lazy"
    />
  );
}
