import type { ProductDetail } from '@aurelle/contract';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { env } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Placeholder } from '../../components/ui/skeleton.tsx';
import { WishlistButton } from '../../components/product-card/wishlist-button.tsx';
import { useGetProductQuery } from '../../features/catalog/api/catalog-api.ts';
import { ProductDetails } from '../../features/catalog/components/product-details.tsx';
import { useProductJsonLd } from '../../features/catalog/hooks/use-product-json-ld.ts';
import { useRecordView } from '../../features/activity/hooks/use-record-view.ts';
import { useFirstPaintHandOff } from '../../first-paint/hand-off.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useShopperActions } from './use-shopper-actions.ts';
import styles from './product.module.css';
import { inStore } from '../in-store.tsx';

function ProductView({ product }: { product: ProductDetail }) {
  const { add, buyNow, isSaved, toggleWishlist, busy } = useShopperActions();
  return (
    <ProductDetails
      product={product}
      busy={busy}
      onAdd={(selection) => void add({ product, ...selection })}
      onBuyNow={(selection) => void buyNow({ product, ...selection })}
      wishlist={
        <WishlistButton saved={isSaved(product)} onToggle={() => void toggleWishlist(product)} />
      }
    />
  );
}

/** /product/{slug} or /product/{_id} (spec §2); a visit is recorded as recently viewed. */
function ProductScreen() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data, isError } = useGetProductQuery(slug);
  // The page is a large tree: built from a deferred copy, React renders it in slices that a tap
  // can interrupt, rather than in the one long task a store update would otherwise take (decision 0021 §7).
  const product = useDeferredValue(data);
  // The server's first paint of the product goes when its gallery image loads, or on an error.
  useFirstPaintHandOff(isError);
  useRecordView(product?._id);
  useProductJsonLd(product);
  usePageMeta(
    product
      ? {
          title: `${product.name} | ${env.brandName}`,
          description: product.description,
          image: product.image[0],
        }
      : null,
  );
  if (isError) {
    return (
      <div className="container">
        <EmptyState
          text={t('product.notFound')}
          action={<ButtonLink to={paths.shopDefault}>{t('common.explore')}</ButtonLink>}
        />
      </div>
    );
  }
  return (
    <div className={`container ${styles.page}`}>
      {product ? (
        <ProductView key={product._id} product={product} />
      ) : (
        <div className={styles.loading} aria-hidden="true">
          <Placeholder style={{ aspectRatio: '4 / 5' }} />
          <Placeholder count={4} height={28} style={{ marginBottom: 16 }} />
        </div>
      )}
    </div>
  );
}

/** The screen, inside RTK Query's store (its store module is part of the screen's chunk graph). */
export const ProductRoute = inStore(ProductScreen);
