import type { ProductSummary } from '@aurelle/contract';
import { useNearViewport } from '../../hooks/use-near-viewport.ts';
import { RelatedPieces } from '../../features/catalog/components/related-pieces.tsx';
import { ProductHeart } from './product-heart.tsx';

const heart = (product: ProductSummary) => <ProductHeart product={product} label={product.name} />;

/**
 * The product page's related row, with each card's wishlist heart: built, and its pieces asked
 * for, once the visitor scrolls within 600px of it (as home's lazy groups are, below-fold.tsx).
 * Its code is loaded apart from the product page's, so the page's first JavaScript does not grow.
 */
export function ProductRelated({ productId }: { productId: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>('600px');
  return (
    <div ref={ref} className="below-fold">
      {near ? <RelatedPieces productId={productId} renderAction={heart} /> : null}
    </div>
  );
}
