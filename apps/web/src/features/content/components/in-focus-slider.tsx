import type { ProductSummary } from '@aurelle/contract';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ProductSlider } from '../../../components/product-card/product-slider.tsx';
import { TitledSection } from '../../../components/ui/section-heading.tsx';
import { useGetInFocusQuery } from '../api/in-focus-api.ts';
import styles from './in-focus-slider.module.css';

type Props = { block: string; renderAction?: (product: ProductSummary) => ReactNode };

/** An in-focus product slider (GET /{brand}/infocus/{block}); hidden when empty or failing. */
export function InFocusSlider({ block, renderAction }: Props) {
  const { t } = useTranslation();
  // Drawn from a deferred copy: the cards render in slices, not in the store update's one task.
  const data = useDeferredValue(useGetInFocusQuery(block).data);
  if (!data?.products.length) return null;
  const id = `in-focus-${block}`;
  return (
    <TitledSection id={id} eyebrow={t('home.inFocus.eyebrow')} title={data.title}>
      {data.subtitle ? <p className={styles.subtitle}>{data.subtitle}</p> : null}
      <ProductSlider products={data.products} label={data.title} renderAction={renderAction} />
    </TitledSection>
  );
}
