import type { ProductSummary } from '@aurelle/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ProductThumbnail } from '../../../components/product-card/product-thumbnail.tsx';
import styles from './search-results.module.css';

type Props = { products: ProductSummary[]; onPick: () => void };

/** Spec §2 small card layout: image and name, as the visitor types. */
export function SuggestionList({ products, onPick }: Props) {
  return (
    <ul className={styles.small}>
      {products.map((product) => (
        <li key={product._id}>
          <Link
            to={paths.product(product.slug ?? product._id)}
            className={styles.smallCard}
            onClick={onPick}
          >
            <ProductThumbnail images={product.image} width={56} height={70} />
            <span>{product.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
