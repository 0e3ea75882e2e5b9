import type { ProductSummary } from '@aurelle/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { paths } from '../../../config/paths.ts';
import { ProductThumbnail } from '../../../components/product-card/product-thumbnail.tsx';
import styles from './search-results.module.css';

type Props = {
  products: ProductSummary[];
  onPick: () => void;
  onAddToCart: (product: ProductSummary) => void;
};

/** Spec §2 larger layout: image, name, price and 'Add to cart'. */
export function SuggestionCards({ products, onPick, onAddToCart }: Props) {
  const { t } = useTranslation();
  return (
    <ul className={styles.cards}>
      {products.map((product) => (
        <li key={product._id} className={styles.card}>
          <Link
            to={paths.product(product.slug ?? product._id)}
            className={styles.cardLink}
            onClick={onPick}
          >
            <span className={styles.cardMedia}>
              <ProductThumbnail images={product.image} width={200} height={250} />
            </span>
            <span className={styles.cardName}>{product.name}</span>
          </Link>
          <span className={styles.cardPrice}>{product.prices_formatted.price}</span>
          <button type="button" className={styles.cardAdd} onClick={() => onAddToCart(product)}>
            {t('search.addToCart')}
          </button>
        </li>
      ))}
    </ul>
  );
}
