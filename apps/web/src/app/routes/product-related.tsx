import type { ProductSummary } from '@aurelle/contract';
import { RelatedPieces } from '../../features/catalog/components/related-pieces.tsx';
import { ProductHeart } from './product-heart.tsx';

const heart = (product: ProductSummary) => <ProductHeart product={product} label={product.name} />;

/**
 * The product page's related row, with each card's wishlist heart. Its code is loaded apart from
 * the product page's, once the visitor nears it (product.tsx), so the page's first JavaScript and
 * its first seconds' work do not grow.
 */
export function ProductRelated({ productId }: { productId: string }) {
  return <RelatedPieces productId={productId} renderAction={heart} />;
}
