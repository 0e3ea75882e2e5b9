import {
  FIRST_PAINT_LIST_CARDS,
  SKELETON_TILES,
  type ProductListResponse,
  type ProductSummary,
} from '@aurelle/contract';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  ProductGrid,
  ProductGridSkeleton,
} from '../../../components/product-card/product-grid.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from './pager.tsx';

type Props = {
  data: ProductListResponse | undefined;
  isError: boolean;
  isFetching: boolean;
  onRetry: () => void;
  empty: ReactNode;
  /** The wishlist heart per card, given by the composing route. */
  renderAction?: (product: ProductSummary) => ReactNode;
};

/**
 * A page's cards. The grid's first render draws those the server's first paint shows, the rest a
 * render of their own right after it: the browser lays the page out in two shorter tasks instead
 * of one (docs/decisions/0049 §13). Its later renders draw every card.
 */
function ResultsGrid({
  products,
  renderAction,
}: Pick<ProductListResponse, 'products'> & Pick<Props, 'renderAction'>) {
  // False in the first render only: React renders `true` once that render has been committed.
  const all = useDeferredValue(true, false);
  return (
    <ProductGrid
      products={all ? products : products.slice(0, FIRST_PAINT_LIST_CARDS)}
      headingLevel={2}
      renderAction={renderAction}
    />
  );
}

/** A page of products with its loading, empty and error states, and the pager. */
export function ProductResults({ data, isError, isFetching, onRetry, empty, renderAction }: Props) {
  const { t } = useTranslation();
  if (isError) {
    return (
      <EmptyState
        text={t('catalog.error')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  // Spec §9: 12 skeleton tiles while loading.
  if (!data) return <ProductGridSkeleton count={SKELETON_TILES} />;
  if (data.products.length === 0) return empty;
  return (
    <div aria-busy={isFetching}>
      <ResultsGrid products={data.products} renderAction={renderAction} />
      <Pager page={data.page} totalPages={data.totalPages} />
    </div>
  );
}
