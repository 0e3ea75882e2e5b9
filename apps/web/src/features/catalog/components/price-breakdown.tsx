import type { PriceBreakdown as Breakdown } from '@aurelle/contract';
import { useTranslation } from '../../../lib/use-translation.ts';
import styles from './price-breakdown.module.css';

/**
 * How a price from the day's metal rate is made, as Indian jewellers show it: the metal (weight
 * at the rate), making charges, stones, GST and the total. Closed until asked for.
 */
export function PriceBreakdown({ breakdown }: { breakdown: Breakdown }) {
  const { t, i18n } = useTranslation();
  const { formatted } = breakdown;
  const weight = new Intl.NumberFormat(i18n.resolvedLanguage === 'fr' ? 'fr-FR' : 'en-IN', {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format(breakdown.weightGrams);
  const rows: [string, string, string?][] = [
    [
      t('product.breakdownMetal'),
      formatted.metalValue,
      t('product.breakdownMetalDetail', {
        metal: t(`product.metals.${breakdown.metal}`),
        weight,
        rate: formatted.ratePerGram,
      }),
    ],
    [t('product.breakdownMaking'), formatted.making],
    ...(breakdown.stones > 0
      ? [[t('product.breakdownStones'), formatted.stones] as [string, string]]
      : []),
    [t('product.breakdownGst', { percent: breakdown.gstPercent }), formatted.gst],
  ];
  return (
    <details className={styles.breakdown}>
      <summary>
        <span className={styles.label}>{t('product.priceBreakdown')}</span>
      </summary>
      <table className={styles.table}>
        <tbody>
          {rows.map(([label, amount, detail]) => (
            <tr key={label}>
              <th scope="row">
                {label}
                {detail ? <span className={styles.detail}>{detail}</span> : null}
              </th>
              <td>{amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('product.breakdownTotal')}</th>
            <td data-testid="breakdown-total">{formatted.total}</td>
          </tr>
        </tfoot>
      </table>
    </details>
  );
}
