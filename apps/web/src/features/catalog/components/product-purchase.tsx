import type { ProductDetail } from '@aurelle/contract';
import { useState, type ReactNode } from 'react';
import type { VariantSelection } from '../hooks/use-variant-selection.ts';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { paths } from '../../../config/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { SelectedOption } from '../../../lib/buy-now.ts';
import { expectedDeliveryDate, formatDeliveryDate } from '../../../utils/delivery-date.ts';
import { OptionPicker } from './option-picker.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { StockBadge } from './stock-badge.tsx';
import styles from './product-purchase.module.css';

/** What the customer chose, and the stock of that choice (its combination's, or the product's). */
export type Selection = { options: SelectedOption[]; quantity: number; stock: number };

type Props = {
  product: ProductDetail;
  variants: VariantSelection;
  onAdd: (selection: Selection) => void;
  onBuyNow: (selection: Selection) => void;
  /** The heart, given the chosen options (a saved item keeps them). */
  wishlist: (selection: Selection) => ReactNode;
  busy?: boolean;
};

/** Variant chips, quantity, stock, Add to cart, Buy now, wishlist and the delivery estimate. */
export function ProductPurchase({
  product,
  variants,
  onAdd,
  onBuyNow,
  wishlist,
  busy = false,
}: Props) {
  const { t, i18n } = useTranslation();
  const { chosen, choose, options } = variants;
  const [quantity, setQuantity] = useState(1);
  const selection = { options, quantity, stock: variants.stock };
  const delivery = formatDeliveryDate(expectedDeliveryDate(), i18n.resolvedLanguage);
  const hasRingSize = product.variants.some((option) => option.code === 'ring_size');
  return (
    <div className={styles.purchase}>
      {product.variants.map((option) => (
        <OptionPicker
          key={option._id}
          option={option}
          value={chosen[option.code] ?? ''}
          onChange={(value) => choose(option.code, value)}
          stockWith={(value) => variants.stockWith(option.code, value)}
        />
      ))}
      {hasRingSize ? (
        <Link to={paths.sizeGuide} className={styles.sizeGuide}>
          {t('product.sizeGuide')}
        </Link>
      ) : null}
      <div className={styles.row}>
        <QuantityStepper
          value={quantity}
          max={Math.max(1, Math.min(variants.stock, 10))}
          onChange={setQuantity}
        />
        <StockBadge stock={variants.stock} />
      </div>
      <div className={styles.actions}>
        <Button block disabled={busy} onClick={() => onAdd(selection)}>
          {t('product.addToCart')}
        </Button>
        <div className={styles.secondary}>
          <Button block variant="secondary" disabled={busy} onClick={() => onBuyNow(selection)}>
            {t('product.buyNow')}
          </Button>
          {wishlist(selection)}
        </div>
      </div>
      <p className={styles.delivery} data-testid="delivery">
        {t('product.delivery', { date: delivery })}
      </p>
    </div>
  );
}
