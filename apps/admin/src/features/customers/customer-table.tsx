import type { AdminCustomerRow } from '@aurelle/contract';
import { Link } from 'react-router';
import { Chip } from '../../components/ui/chip.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { TableHead, TableRegion } from '../../components/ui/table.tsx';
import textStyles from '../../components/ui/text.module.css';
import { customerPath } from '../../config/paths.ts';
import { cx } from '../../lib/cx.ts';
import { formatCount, formatIndiaDate, formatPaise } from '../../lib/format.ts';
import styles from './customers.module.css';
import { texts } from './texts.ts';

const t = texts.customers;
const COLUMNS = [
  { label: t.name },
  { label: t.email },
  { label: t.phone },
  { label: t.orders, className: tableStyles.numberColumn },
  { label: t.lifetimeValue, className: tableStyles.numberColumn },
  { label: t.joined },
];

const Missing = () => <span className={tableStyles.muted}>{t.none}</span>;

type Props = {
  items: readonly AdminCustomerRow[];
  /** The list is being asked for again (new search or page): rows fade, not vanish. */
  stale: boolean;
};

/** A page of customers; on a phone, each row is a card. */
export function CustomerTable({ items, stale }: Props) {
  return (
    <TableRegion
      label={t.tableLabel}
      className={styles.listRegion}
      tableClassName={styles.listTable}
      cards
      stale={stale}
    >
      <TableHead columns={COLUMNS} />
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td className={styles.nameCell}>
              <span className={tableStyles.stack}>
                <Link to={customerPath(item.id)} className={textStyles.name}>
                  {item.name}
                </Link>
                {item.erased && <Chip tone="off">{t.erased}</Chip>}
              </span>
            </td>
            {/* An erased customer has neither: the chip says why (and a phone's card skips them). */}
            <td data-label={t.email} className={styles.emailCell}>
              {item.erased ? null : (item.email ?? <Missing />)}
            </td>
            <td data-label={t.phone} className={cx(styles.phoneCell, tableStyles.nowrap)}>
              {item.erased ? null : (item.phone ?? <Missing />)}
            </td>
            <td data-label={t.orders} className={cx(tableStyles.number, styles.ordersCell)}>
              {formatCount(item.orders)}
            </td>
            <td data-label={t.lifetimeValue} className={cx(tableStyles.number, styles.valueCell)}>
              {formatPaise(item.lifetimeValue)}
            </td>
            <td data-label={t.joined} className={cx(tableStyles.nowrap, styles.joinedCell)}>
              <time dateTime={item.createdAt}>{formatIndiaDate(item.createdAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
