import type { ProductDetail } from '@aurelle/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Accordion } from '../../../components/ui/accordion.tsx';
import { formatPrice } from '../../../utils/format-price.ts';
import { useVariantSelection } from '../hooks/use-variant-selection.ts';
import { PriceBreakdown } from './price-breakdown.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductHeading, ProductLayout } from './product-heading.tsx';
import { ProductPurchase, type Selection } from './product-purchase.tsx';
import styles from './product-details.module.css';

type Props = {
  product: ProductDetail;
  onAdd: (selection: Selection) => void;
  onBuyNow: (selection: Selection) => void;
  /** The heart, given the chosen options (a saved item keeps them). */
  wishlist: (selection: Selection) => ReactNode;
  busy?: boolean;
};

/** Gallery left, details right: name, price, description, buying, then details, care. */
export function ProductDetails({ product, ...purchase }: Props) {
  const { t, i18n } = useTranslation();
  const variants = useVariantSelection(product);
  // A chosen option may add to the price (e.g. platinum); the API formats the base price only,
  // whose digits the sum keeps.
  const price = variants.delta
    ? formatPrice(
        product.price + variants.delta,
        product.currency,
        i18n.resolvedLanguage,
        product.prices_formatted.price,
      )
    : product.prices_formatted.price;
  const facts = (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{t('product.sku')}</dt>
        <dd>{variants.sku}</dd>
      </div>
      {product.attributes.map((attribute) => (
        <div key={attribute.attributeName} className={styles.fact}>
          <dt>{attribute.label}</dt>
          <dd>{attribute.values.map((value) => value.label).join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <ProductLayout
      gallery={
        <ProductGallery media={product.media} fallback={product.image} name={product.name} />
      }
    >
      <ProductHeading
        eyebrow={product.collection?.name ?? product.category.name}
        name={product.name}
        price={price}
        originalPrice={variants.delta ? null : product.prices_formatted.originalPrice}
      />
      {/* The breakdown is of the product as priced; an option's supplement is not in it. */}
      {product.priceBreakdown && !variants.delta ? (
        <PriceBreakdown breakdown={product.priceBreakdown} />
      ) : null}
      <p className={styles.description}>{product.description}</p>
      <ProductPurchase product={product} variants={variants} {...purchase} />
      <Accordion
        items={[
          { id: 'details', title: t('product.details'), content: facts },
          { id: 'care', title: t('product.care'), content: <p>{t('product.careText')}</p> },
          {
            id: 'certification',
            title: t('product.certification'),
            content: <p>{t('product.certificationText')}</p>,
          },
        ]}
      />
    </ProductLayout>
  );
}
