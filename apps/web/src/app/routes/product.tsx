import type { ProductDetail } from '@aurelle/contract';
import { lazy, useDeferredValue, useState, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { env } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LazySection } from '../../components/ui/lazy-section.tsx';
import { Placeholder } from '../../components/ui/skeleton.tsx';
import { WishlistButton } from '../../components/product-card/wishlist-button.tsx';
import { useGetProductQuery } from '../../features/catalog/api/catalog-api.ts';
import { ProductDetails } from '../../features/catalog/components/product-details.tsx';
import { useProductJsonLd } from '../../features/catalog/hooks/use-product-json-ld.ts';
import { useRemoveFirstPaint } from '../../lib/remove-first-paint.ts';
import { getToken, useToken } from '../../lib/session.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useNearViewport } from '../../hooks/use-near-viewport.ts';
import { useRecordView } from './use-record-view.ts';
import { useVisitorActions, type ProductActions } from './visitor-actions.ts';
import styles from './product.module.css';

type ActionsComponent = ComponentType<{ onChange: (actions: ProductActions) => void }>;

/**
 * A signed-in customer's actions (signed-in-product-actions.tsx) bring the cart's and wishlist's
 * code: a visitor's product page starts without them (docs/decisions/0049 §10). Asked for as this screen's
 * module is evaluated when a customer is signed in, so they are usually in by the first render.
 */
let signedInActions: ActionsComponent | undefined;
const loadSignedInActions = () =>
  import('./signed-in-product-actions.tsx').then(
    (m) => (signedInActions = m.SignedInProductActions),
  );
const LazySignedInActions = lazy(() =>
  loadSignedInActions().then((component) => ({ default: component })),
);
if (getToken()) void loadSignedInActions();

/**
 * The related row under the product: its code and its pieces come only as the visitor scrolls
 * within 600px of it, never with the first screen (a phone at 8× slowdown feels a chunk evaluated
 * while the page settles).
 */
const ProductRelated = lazy(() =>
  import('./product-related.tsx').then((m) => ({ default: m.ProductRelated })),
);

function RelatedRow({ productId }: { productId: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>('600px');
  return (
    <div ref={ref} className="below-fold">
      {near ? (
        <LazySection>
          <ProductRelated productId={productId} />
        </LazySection>
      ) : null}
    </div>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const signedIn = useToken() !== null;
  const visitor = useVisitorActions();
  // A signed-in customer's, once loaded: until then the buttons wait (busy).
  const [customerActions, setCustomerActions] = useState<ProductActions>();
  const actions = signedIn ? customerActions : visitor;
  const Actions = signedInActions ?? LazySignedInActions;
  return (
    <>
      {signedIn ? (
        <LazySection>
          <Actions onChange={setCustomerActions} />
        </LazySection>
      ) : null}
      <ProductDetails
        product={product}
        busy={actions?.busy ?? true}
        onAdd={({ stock, ...selection }) =>
          void actions?.add({ product: { ...product, stock }, ...selection })
        }
        onBuyNow={({ stock, ...selection }) =>
          void actions?.buyNow({ product: { ...product, stock }, ...selection })
        }
        wishlist={({ options }) => (
          <WishlistButton
            saved={actions ? actions.isSaved(product) : Boolean(product.inWishlist)}
            busy={!actions}
            onToggle={() => void actions?.toggleWishlist(product, options)}
          />
        )}
      />
    </>
  );
}

/** /product/{slug} or /product/{_id} (spec §2); a visit is recorded as recently viewed. */
export function ProductRoute() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data, isError } = useGetProductQuery(slug);
  // The page is a large tree: built from a deferred copy, React renders it in slices that a tap
  // can interrupt, rather than in the one long task a store update would otherwise take (decision 0021 §7).
  const product = useDeferredValue(data);
  // The server's first paint of the product goes when its gallery image loads, or on an error.
  useRemoveFirstPaint(isError);
  useRecordView(product?._id);
  useProductJsonLd(product);
  usePageMeta(
    product
      ? {
          title: `${product.name} | ${env.brandName}`,
          ogTitle: product.name,
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
    <>
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
      {product ? <RelatedRow key={product._id} productId={product._id} /> : null}
    </>
  );
}
