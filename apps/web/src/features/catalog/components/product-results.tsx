import { SKELETON_TILES, type ProductListResponse, type ProductSummary } from '@aurelle/contract';
import type { ReactNode } from 'react';
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
      <ProductGrid products={data.products} headingLevel={2} renderAction={renderAction} />
      <Pager page={data.page} totalPages={data.totalPages} />
    </div>
  );
}
