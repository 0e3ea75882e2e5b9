import { catalogCalls, type ProductSummary } from '@aurelle/contract';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { env } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import {
  ProductGrid,
  ProductGridSkeleton,
} from '../../../components/product-card/product-grid.tsx';
import { TitledSection } from '../../../components/ui/section-heading.tsx';
import { useGetProductsQuery } from '../api/catalog-api.ts';

export const NEW_ARRIVALS_ON_HOME = 4;

/**
 * The newest products (POST /{brand}/products?list_type=new-arrival), priced in the chosen
 * currency.
 */
export function NewArrivals({
  renderAction,
}: {
  renderAction?: (product: ProductSummary) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data, isLoading, isError, error } = useGetProductsQuery(
    catalogCalls.products(env.brandSlug, {
      list_type: 'new-arrival',
      limit: NEW_ARRIVALS_ON_HOME,
    }),
  );
  // Cards from a deferred copy: React builds them in slices a tap can interrupt (decision 0021 §7).
  const products = useDeferredValue(data?.products);
  useEffect(() => {
    // Spec §8: errors in the new-arrival fetch are only logged.
    if (error) console.warn('new arrivals could not be loaded', error);
  }, [error]);
  if (isError || (!isLoading && !data?.products.length)) return null;
  return (
    <TitledSection
      id="new-arrivals-title"
      eyebrow={t('home.newArrivals.eyebrow')}
      title={t('home.newArrivals.title')}
      action={
        <ButtonLink to={paths.shopDefault} variant="quiet">
          {t('home.newArrivals.viewAll')}
        </ButtonLink>
      }
    >
      {products ? (
        <ProductGrid products={products} renderAction={renderAction} leading={false} />
      ) : (
        <ProductGridSkeleton count={NEW_ARRIVALS_ON_HOME} />
      )}
    </TitledSection>
  );
}
