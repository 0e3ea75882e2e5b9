import { PLACEHOLDER_IMAGE } from './product-card.tsx';

type Props = { images: readonly string[]; width: number; height: number };

/** A product's first picture, decorative and loaded lazily; the placeholder when it has none. */
export function ProductThumbnail({ images, width, height }: Props) {
  return (
    <img
      src={images[0] ?? PLACEHOLDER_IMAGE}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}
