import { PAGE_SIZE } from '@aurelle/contract';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useGetProductsQuery } from '../../features/catalog/api/catalog-api.ts';
import { CatalogueHeader } from '../../features/catalog/components/catalogue-header.tsx';
import { ProductResults } from '../../features/catalog/components/product-results.tsx';
import { usePageNumber } from './use-page-number.ts';

/** /search/{searchText}?category=a,b&collection=c (spec §2). */
export function SearchRoute() {
  const { t } = useTranslation();
  const { searchText = '' } = useParams();
  const [params] = useSearchParams();
  const page = usePageNumber();
  const products = useGetProductsQuery({
    query: {
      search: searchText,
      category: params.get('category') ?? undefined,
      collection: params.get('collection') ?? undefined,
      page,
      limit: PAGE_SIZE,
    },
  });
  return (
    <div className="container">
      <CatalogueHeader
        eyebrow={t('search.eyebrow')}
        title={`“${searchText}”`}
        total={products.data?.total}
      />
      <ProductResults
        data={products.data}
        isError={products.isError}
        isFetching={products.isFetching}
        onRetry={() => void products.refetch()}
        empty={
          <EmptyState
            text={t('search.noResults', { text: searchText })}
            action={<ButtonLink to={paths.shopDefault}>{t('common.explore')}</ButtonLink>}
          />
        }
      />
    </div>
  );
}
