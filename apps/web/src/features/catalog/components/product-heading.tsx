import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import styles from './product-details.module.css';

/**
 * Gallery left, details right from 900 px: the product page's frame, which the server's first
 * paint of a product (first-paint/) draws too, with its first image as the gallery.
 */
export function ProductLayout({ gallery, children }: { gallery: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      {gallery}
      <div className={styles.details}>{children}</div>
    </div>
  );
}

type HeadingProps = { eyebrow: string; name: string; price: string; originalPrice: string | null };

/** The collection (or category), the name and the price, as the page and its first paint show them. */
export function ProductHeading({ eyebrow, name, price, originalPrice }: HeadingProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="eyebrow">{eyebrow}</p>
      <h1 className={styles.name}>{name}</h1>
      <p className={styles.price}>
        <span className="visually-hidden">{t('product.price')}</span>
        <span data-testid="price">{price}</span>
        {originalPrice ? (
          <s className={styles.was}>
            <span className="visually-hidden">{t('product.originalPrice')}</span>
            {originalPrice}
          </s>
        ) : null}
      </p>
    </>
  );
}
