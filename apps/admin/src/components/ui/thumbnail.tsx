/**
 * A product's small picture, decorative beside its name, or an empty square of the same size
 * when it has none. `className` gives its size and ground.
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
  if (!src) return <span className={className} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
