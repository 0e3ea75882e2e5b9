import { GRID_PICTURE_SIZES, type ProductSummary } from '@aurelle/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { paths } from '../../config/paths.ts';
import { removeFirstPaint } from '../../lib/remove-first-paint.ts';
import { Picture } from '../ui/picture.tsx';
import styles from './product-card.module.css';

export const PLACEHOLDER_IMAGE = '/placeholder-product.svg';

/** What a card shows of a product: lists' products, and the server's first paint of a list. */
export type ProductCardItem = Pick<
  ProductSummary,
  '_id' | 'slug' | 'name' | 'image' | 'prices_formatted'
>;

type Props = {
  product: ProductCardItem;
  /** A control over the image's top-right corner (the wishlist heart). */
  action?: ReactNode;
  /**
   * The page's first product image: eager, with high fetch priority (LCP). A list page's first
   * paint (docs/decisions/0021) shows it too, until this one is on screen.
   */
  priority?: boolean;
  /** h2 in a page's main grid, h3 under a section heading. */
  headingLevel?: 2 | 3;
  /** How wide the picture is shown (`sizes`): a grid's column by default. */
  sizes?: string;
};

/** Portrait image on a soft ground, the name in the serif, the price in the sans. */
export function ProductCard({
  product,
  action,
  priority = false,
  headingLevel = 3,
  sizes = GRID_PICTURE_SIZES,
}: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const [first, second] = product.image;
  const href = paths.product(product.slug ?? product._id);
  const loading = priority ? 'eager' : 'lazy';
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {/* A phone's card takes a 400-pixel version (decision 0049 §9), AVIF where it can. */}
        <Picture
          src={first ?? PLACEHOLDER_IMAGE}
          sizes={sizes}
          alt=""
          width={400}
          height={500}
          loading={loading}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onLoad={priority ? removeFirstPaint : undefined}
          onError={priority ? removeFirstPaint : undefined}
        />
        {second ? (
          <Picture
            className={styles.alt}
            src={second}
            sizes={sizes}
            alt=""
            width={400}
            height={500}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
      <Heading className={styles.name}>
        <Link to={href} className={styles.link}>
          {product.name}
        </Link>
      </Heading>
      <p className={styles.prices}>
        <span className="visually-hidden">{t('product.price')}</span>
        <span data-testid="price">{product.prices_formatted.price}</span>
        {product.prices_formatted.originalPrice ? (
          <s className={styles.was}>
            <span className="visually-hidden">{t('product.originalPrice')}</span>
            {product.prices_formatted.originalPrice}
          </s>
        ) : null}
      </p>
    </article>
  );
}
