import { listProductsCall, type ListScope, type ProductSummary } from '@aurelle/contract';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { env } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useGetProductsQuery } from '../../features/catalog/api/catalog-api.ts';
import { CatalogHeader } from '../../features/catalog/components/catalog-header.tsx';
import { ListToolbar } from '../../features/catalog/components/list-toolbar.tsx';
import { ProductResults } from '../../features/catalog/components/product-results.tsx';
import { useListQuery } from '../../features/catalog/hooks/use-list-query.ts';
import { useRemoveFirstPaint } from '../../lib/remove-first-paint.ts';
import { QuoteNote } from '../../features/content/components/quote-note.tsx';
import { ProductHeart } from './product-heart.tsx';

type Props = {
  eyebrow: ReactNode;
  title: (products: ProductSummary[] | undefined) => ReactNode;
  description?: string;
  scope: ListScope | null;
  emptyText: ReactNode;
  /**
   * What the document's title calls the page (`{name} | {brand}`), once known: the name the
   * server's head gives it (seo.service.ts), so the title the page opened with stays.
   */
  pageName: (products: ProductSummary[] | undefined) => string | undefined;
};

/** Shop and search results: title row with Filters and Sort, the grid, pager and quote note. */
export function ProductListPage({
  eyebrow,
  title,
  description,
  scope,
  emptyText,
  pageName,
}: Props) {
  const { t } = useTranslation();
  const { query } = useListQuery();
  const products = useGetProductsQuery(
    scope ? listProductsCall(env.brandSlug, scope, query) : null,
  );
  // A page of cards is a large tree: built from a deferred copy, React renders it in slices that a
  // tap can interrupt, not in the one long task a store update would otherwise take (decision 0021 §7).
  const data = useDeferredValue(products.data);
  // The first card's image replaces the server's first paint; a list with no card ends it here.
  useRemoveFirstPaint(products.isError || data?.products.length === 0);
  const name = pageName(data?.products);
  usePageMeta(name ? { title: `${name} | ${env.brandName}`, description } : null);
  return (
    <div className="container">
      <CatalogHeader
        eyebrow={eyebrow}
        title={title(data?.products)}
        description={description}
        total={data?.total}
        actions={<ListToolbar searching={Boolean(scope?.search)} />}
      />
      <ProductResults
        data={data}
        isError={products.isError}
        isFetching={products.isFetching}
        onRetry={() => void products.refetch()}
        renderAction={(product) => <ProductHeart product={product} label={product.name} />}
        empty={
          <EmptyState
            text={emptyText}
            action={<ButtonLink to={paths.shopDefault}>{t('common.explore')}</ButtonLink>}
          />
        }
      />
      <QuoteNote />
    </div>
  );
}
