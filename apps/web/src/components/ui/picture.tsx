import { avifSrcSet, pictureSrcSet } from '@aurelle/contract';
import type { ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'srcSet' | 'sizes' | 'alt'> & {
  src: string;
  /** What the picture shows; empty when the text beside it already says it. */
  alt: string;
  /** How wide the picture is shown, for the browser to pick a version. */
  sizes: string;
  width: number;
  height: number;
};

/**
 * A product picture: a derived one offers its AVIF versions first, then its WebP versions in the
 * `<img>` itself (decision 0070); a picture with a 400-pixel copy offers both; any other URL is
 * shown as it is. Width and height are always given, so the box is known before the bytes.
 */
export function Picture({ src, sizes, alt, ...img }: Props) {
  const avif = avifSrcSet(src);
  const webp = pictureSrcSet(src);
  const image = <img {...img} src={src} alt={alt} srcSet={webp} sizes={webp && sizes} />;
  if (!avif) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {image}
    </picture>
  );
}
