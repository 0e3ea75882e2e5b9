import type { AdminOrderLine } from '@aurelle/contract';
import { Fragment } from 'react';
import tableStyles from '../../components/ui/table.module.css';
import { Thumbnail } from '../../components/ui/thumbnail.tsx';
import { TableHead, TableRegion } from '../../components/ui/table.tsx';
import { cx } from '../../lib/cx.ts';
import { formatCount, formatPaise } from '../../lib/format.ts';
import styles from './orders.module.css';
import { texts } from './texts.ts';

const t = texts.order;

/** The pieces ordered: picture, name and options, SKU, quantity, price, HUIDs packed, refunds. */
export function OrderLines({
  lines,
  showMoney,
}: {
  lines: readonly AdminOrderLine[];
  showMoney: boolean;
}) {
  return (
    <TableRegion
      label={t.linesLabel}
      className={styles.linesRegion}
      tableClassName={styles.linesTable}
    >
      <TableHead
        columns={[
          { label: t.picture, className: styles.pictureColumn, hidden: true },
          { label: t.name },
          { label: t.sku },
          { label: t.quantity, className: tableStyles.numberColumn },
          ...(showMoney ? [{ label: t.unitPrice, className: tableStyles.numberColumn }] : []),
          { label: t.huids },
          { label: t.refundedQuantity, className: tableStyles.numberColumn },
        ]}
      />
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <td className={styles.pictureCell}>
              <Thumbnail src={line.image} size={48} className={styles.thumb} />
            </td>
            <td className={styles.lineNameCell}>
              <span className={styles.twoLines}>
                <span className={styles.lineName}>{line.name}</span>
                {line.options.length > 0 && (
                  <span className={styles.secondary}>
                    {line.options.map((option, index) => (
                      <Fragment key={index}>
                        {index > 0 && ' · '}
                        <span className={styles.option}>{option}</span>
                      </Fragment>
                    ))}
                  </span>
                )}
              </span>
            </td>
            <td data-label={t.sku} className={styles.skuCell}>
              <span className={styles.mono}>{line.sku}</span>
            </td>
            <td data-label={t.quantity} className={cx(tableStyles.number, styles.qtyCell)}>
              {formatCount(line.quantity)}
            </td>
            {showMoney && (
              <td data-label={t.unitPrice} className={cx(tableStyles.number, styles.priceCell)}>
                {line.unitPrice === null ? t.none : formatPaise(line.unitPrice)}
              </td>
            )}
            <td data-label={t.huids} className={styles.huidCell}>
              {line.huids.length > 0 ? (
                <span className={styles.huids}>
                  {line.huids.map((huid) => (
                    <span key={huid} className={styles.huid}>
                      {huid}
                    </span>
                  ))}
                </span>
              ) : line.hallmarked ? (
                <span className={styles.secondary}>{t.notPacked}</span>
              ) : (
                t.none
              )}
            </td>
            <td
              data-label={t.refundedQuantity}
              className={cx(tableStyles.number, styles.refundCell)}
            >
              {line.refundedQuantity > 0 ? formatCount(line.refundedQuantity) : t.none}
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
