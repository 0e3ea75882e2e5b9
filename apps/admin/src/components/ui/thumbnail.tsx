import { cx } from '../../lib/cx.ts';
import styles from './thumbnail.module.css';

/**
 * A product's small picture, decorative beside its name, or an empty square of the same size
 * when it has none. `className` gives its size.
 */
export function Thumbnail({
  src,
  size,
  className,
}: {
  src: string | null;
  size: number;
  className?: string;
}) {
  if (!src) return <span className={cx(styles.thumbnail, className)} aria-hidden="true" />;
  return (
    <img
      className={cx(styles.thumbnail, className)}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
