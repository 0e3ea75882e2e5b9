import type { ProductDetail } from '@aurelle/contract';
import { useTranslation } from 'react-i18next';
import styles from './product-details.module.css';

/** The product's images, name, price, description and attributes; issue 6 adds buying. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const images = product.media
    .filter((entry) => entry.type === 'image')
    .map((entry) => entry.file_url);
  const gallery = images.length ? images : product.image;
  return (
    <div className={styles.layout}>
      <div className={styles.gallery}>
        {gallery.slice(0, 5).map((src, index) => (
          <img
            key={src}
            src={src}
            alt={index === 0 ? product.name : ''}
            width={800}
            height={1000}
            loading={index === 0 ? 'eager' : 'lazy'}
          />
        ))}
      </div>
      <div className={styles.details}>
        <p className="eyebrow">{product.collection?.name ?? product.category.name}</p>
        <h1 className={styles.name}>{product.name}</h1>
        <p className={styles.price}>
          <span data-testid="price">{product.prices_formatted.price}</span>
          {product.prices_formatted.originalPrice ? (
            <s className={styles.was}>{product.prices_formatted.originalPrice}</s>
          ) : null}
        </p>
        <p className={styles.description}>{product.description}</p>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('product.sku')}</dt>
            <dd>{product.sku}</dd>
          </div>
          {product.attributes.map((attribute) => (
            <div key={attribute.attributeName} className={styles.fact}>
              <dt>{attribute.label}</dt>
              <dd>{attribute.values.map((value) => value.label).join(', ')}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
