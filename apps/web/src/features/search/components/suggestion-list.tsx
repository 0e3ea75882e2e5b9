import type { ProductSummary } from '@aurelle/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { PLACEHOLDER_IMAGE } from '../../../components/product-card/product-card.tsx';
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
            <img
              src={product.image[0] ?? PLACEHOLDER_IMAGE}
              alt=""
              width={56}
              height={70}
              loading="lazy"
              decoding="async"
            />
            <span>{product.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
