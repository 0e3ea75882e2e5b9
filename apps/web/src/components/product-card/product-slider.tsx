import type { ProductSummary } from '@aurelle/contract';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useCarousel } from '../../hooks/use-carousel.ts';
import { useNearViewport } from '../../hooks/use-near-viewport.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { ArrowIcon } from '../ui/icons.tsx';
import { ProductCard } from './product-card.tsx';
import styles from './product-slider.module.css';

/** A slide is 1/1.6 of the slider on a phone, then a third and a quarter, as the grid's columns. */
const SLIDE_PICTURE_SIZES = '(min-width:1100px) 25vw,(min-width:768px) 33vw,63vw';

type Props = {
  products: ProductSummary[];
  label: string;
  renderAction?: (product: ProductSummary) => ReactNode;
};

type ArrowProps = { to: 'previous' | 'next'; disabled: boolean; onClick: () => void };

/** A previous or next button; the previous one's arrow points back. */
function SliderArrow({ to, disabled, onClick }: ArrowProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.arrow}
      aria-label={t(`home.slider.${to}`)}
      disabled={disabled}
      onClick={onClick}
    >
      <ArrowIcon className={to === 'previous' ? styles.back : undefined} />
    </button>
  );
}

/** A row of product cards: swipe (embla), arrow keys, and previous / next buttons. */
export function ProductSlider({ products, label, renderAction }: Props) {
  // Embla measures every slide when it starts, a layout of the whole row: it starts once the row
  // is near the screen (until then it has no viewport, and `embla` stays undefined).
  const [sliderRef, near] = useNearViewport<HTMLDivElement>();
  const [viewportRef, embla] = useCarousel<HTMLDivElement>(near, {
    align: 'start',
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
  });
  const [edges, setEdges] = useState({ prev: false, next: false });
  useEffect(() => {
    if (!embla) return;
    const update = () => setEdges({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
    update();
    embla.on('select', update).on('reInit', update);
    return () => void embla.off('select', update).off('reInit', update);
  }, [embla]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') embla?.scrollNext();
    if (event.key === 'ArrowLeft') embla?.scrollPrev();
  };
  return (
    // Arrow keys bubble up from the focused card or button inside (WAI-ARIA carousel pattern).
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <div
      ref={sliderRef}
      className={styles.slider}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track}>
          {products.map((product) => (
            <li key={product._id} className={styles.slide}>
              <ProductCard
                product={product}
                action={renderAction?.(product)}
                sizes={SLIDE_PICTURE_SIZES}
              />
            </li>
          ))}
        </ul>
      </div>
      {edges.prev || edges.next ? (
        <div className={styles.controls}>
          <SliderArrow to="previous" disabled={!edges.prev} onClick={() => embla?.scrollPrev()} />
          <SliderArrow to="next" disabled={!edges.next} onClick={() => embla?.scrollNext()} />
        </div>
      ) : null}
    </div>
  );
}
