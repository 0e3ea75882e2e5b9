import type { ProductSummary } from '@aurelle/contract';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ProductSlider } from '../../../components/product-card/product-slider.tsx';
import { TitledSection } from '../../../components/ui/section-heading.tsx';
import { ensureVisitorId } from '../../../lib/visitor.ts';
import { useGetRecentlyViewedQuery } from '../api/activity-api.ts';

type Props = { renderAction?: (product: ProductSummary) => ReactNode };

/** This visitor's recently viewed products (spec §7), shown only when there are any. */
export function RecentlyViewed({ renderAction }: Props) {
  const { t } = useTranslation();
  // Drawn from a deferred copy: the cards render in slices, not in the store update's one task.
  const data = useDeferredValue(useGetRecentlyViewedQuery(ensureVisitorId()).data);
  if (!data?.length) return null;
  return (
    <TitledSection
      id="recently-viewed-title"
      eyebrow={t('home.recent.eyebrow')}
      title={t('home.recent.title')}
    >
      <ProductSlider products={data} label={t('home.recent.title')} renderAction={renderAction} />
    </TitledSection>
  );
}
