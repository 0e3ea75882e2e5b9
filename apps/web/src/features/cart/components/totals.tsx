import type { CartLine, CartResponse } from '@aurelle/contract';
import { useTranslation } from '../../../lib/use-translation.ts';
import { expectedDeliveryDate, formatDeliveryDate } from '../../../utils/delivery-date.ts';
import { variantText } from '../../../utils/variant-text.ts';
import { LineThumb } from './line-parts.tsx';
import styles from './checkout.module.css';

type RowProps = { label: string; value: string; strong?: boolean; testId?: string };

/** One figure of the totals: label at the start, amount at the end. */
export function TotalRow({ label, value, strong = false, testId }: RowProps) {
  return (
    <p className={strong ? `${styles.totalRow} ${styles.totalStrong}` : styles.totalRow}>
      <span>{label}</span>
      <span className={styles.amount} data-testid={testId}>
        {value}
      </span>
    </p>
  );
}

/**
 * Spec §2: Cart Total; Coupon savings when the discount is not zero; Order Total. Shipping shows
 * only when the shop charges it (free shipping adds no line).
 */
export function Totals({ cart }: { cart: CartResponse }) {
  const { t } = useTranslation();
  return (
    <div className={styles.totals} aria-live="polite">
      <TotalRow label={t('cart.cartTotal')} value={cart.totalCartPriceFormatted} />
      {cart.discount !== 0 ? (
        <TotalRow
          label={t('cart.savings')}
          value={`− ${cart.discountFormatted}`}
          testId="coupon-savings"
        />
      ) : null}
      {cart.shipping !== 0 ? (
        <TotalRow label={t('cart.shipping')} value={cart.shippingFormatted} testId="shipping" />
      ) : null}
      <TotalRow
        label={t('cart.orderTotal')}
        value={cart.finalTotalFormatted}
        strong
        testId="order-total"
      />
      <p className={styles.gst}>{t('cart.inclGst')}</p>
    </div>
  );
}

/** The item summaries of checkout and payment, with 'Expected delivery by' (spec §2, §9). */
export function ItemSummaries({ lines }: { lines: CartLine[] }) {
  const { t, i18n } = useTranslation();
  const delivery = formatDeliveryDate(expectedDeliveryDate(), i18n.language);
  return (
    <ul className={styles.summaries}>
      {lines.map((line) => (
        <li key={line._id} className={styles.summary}>
          <LineThumb line={line} small />
          <div>
            <p className={styles.summaryName}>{line.name}</p>
            <p className={styles.lineMeta}>
              {[variantText(line, t), t('cart.quantity', { count: line.quantity })]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className={styles.delivery}>{t('cart.delivery', { date: delivery })}</p>
          </div>
          <p className={styles.linePrice}>{line.prices_formatted.price}</p>
        </li>
      ))}
    </ul>
  );
}
