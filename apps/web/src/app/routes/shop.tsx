import { PAGE_SIZE } from '@aurelle/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useGetProductsQuery } from '../../features/catalog/api/catalog-api.ts';
import { CatalogueHeader } from '../../features/catalog/components/catalogue-header.tsx';
import { ProductResults } from '../../features/catalog/components/product-results.tsx';
import { collectionName, useShopScope } from '../../features/catalog/hooks/use-shop-scope.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { usePageNumber } from './use-page-number.ts';

/** /shop and /shop/{category}: the catalogue grid (spec §2); issue 5 adds filters and sort. */
export function ShopRoute() {
  const { t } = useTranslation();
  const { category } = useParams();
  const page = usePageNumber();
  const scope = useShopScope(category);
  const products = useGetProductsQuery(
    scope.ready ? { query: { ...scope.query, page, limit: PAGE_SIZE } } : skipToken,
  );
  const found = scope.category;
  const title =
    found?.name ?? collectionName(category, products.data?.products) ?? t('catalog.allTitle');
  usePageMeta(
    category ? { title: `${title} | ${env.brandName}`, description: found?.description } : null,
  );

  return (
    <div className="container">
      <CatalogueHeader
        eyebrow={t('catalog.eyebrow')}
        title={title}
        description={found?.description}
        total={products.data?.total}
      />
      <ProductResults
        data={products.data}
        isError={products.isError}
        isFetching={products.isFetching}
        onRetry={() => void products.refetch()}
        empty={
          <EmptyState
            text={t('catalog.empty')}
            action={<ButtonLink to={paths.shop}>{t('catalog.viewAll')}</ButtonLink>}
          />
        }
      />
    </div>
  );
}
