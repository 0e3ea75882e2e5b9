import type { ProductSummary } from '@aurelle/contract';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ProductSlider } from '../../../components/product-card/product-slider.tsx';
import { TitledSection } from '../../../components/ui/section-heading.tsx';
import { useGetRelatedQuery } from '../api/related-api.ts';

type Props = { productId: string; renderAction?: (product: ProductSummary) => ReactNode };

/**
 * "You may also like" under a product: the owner's picks, else the nearest in price (the API
 * chooses). Nothing while it loads, when it fails, or when there are none.
 */
export function RelatedPieces({ productId, renderAction }: Props) {
  const { t } = useTranslation();
  // Drawn from a deferred copy: the cards render in slices, not in the store update's one task.
  const data = useDeferredValue(useGetRelatedQuery(productId).data);
  if (!data?.length) return null;
  return (
    <TitledSection id="related-title" title={t('product.related')}>
      <ProductSlider products={data} label={t('product.related')} renderAction={renderAction} />
    </TitledSection>
  );
}
