import { memo, type ReactNode } from 'react';
import { Placeholder } from '../ui/skeleton.tsx';
import { ProductCard, type ProductCardItem } from './product-card.tsx';
import styles from './product-grid.module.css';

type Props<T extends ProductCardItem> = {
  products: readonly T[];
  /** A control per card (the wishlist heart), given by the composing route. */
  renderAction?: (product: T) => ReactNode;
  headingLevel?: 2 | 3;
  /** False when the grid is not the page's first content (home's lower sections). */
  leading?: boolean;
};

/** Two columns on phones, three on tablets, four on desktops. */
export function ProductGrid<T extends ProductCardItem>({
  products,
  renderAction,
  headingLevel,
  leading = true,
}: Props<T>) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            action={renderAction?.(product)}
            priority={leading && index === 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Tiles shaped like cards while products load. Memoised: the list re-renders as its query moves
 * from waiting to loading, and the tiles stay the same.
 */
export const ProductGridSkeleton = memo(function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Placeholder style={{ aspectRatio: '4 / 5' }} />
          <Placeholder width="70%" style={{ marginTop: 12 }} />
          <Placeholder width="35%" />
        </li>
      ))}
    </ul>
  );
});
