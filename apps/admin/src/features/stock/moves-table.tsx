import type { StockMove } from '@aurelle/contract';
import tableStyles from '../../components/ui/table.module.css';
import { DataTable } from '../../components/ui/table.tsx';
import { formatChange, formatShortDateTime } from '../../lib/format.ts';
import styles from './stock.module.css';
import { texts } from './texts.ts';

const t = texts.stock;
const COLUMNS = [t.time, t.change, t.reason, t.note, t.by, t.order];

/** A reason in words; one the app does not know yet (a newer server) shows as recorded. */
const reasonLabel = (reason: string) =>
  reason in texts.stockReasons ? texts.stockReasons[reason as StockMove['reason']] : reason;

/** The product's stock ledger, newest first. */
export function MovesTable({ moves }: { moves: readonly StockMove[] }) {
  return (
    <DataTable
      label={t.historyLabel}
      columns={COLUMNS}
      isEmpty={moves.length === 0}
      empty={t.noMoves}
    >
      {moves.map((move) => (
        <tr key={move.id}>
          <td data-label={t.time} className={tableStyles.nowrap}>
            <time dateTime={move.at}>{formatShortDateTime(move.at)}</time>
          </td>
          <td data-label={t.change} className={styles.number}>
            {formatChange(move.change)}
            {move.variantSku && <span className={styles.options}>{move.variantSku}</span>}
          </td>
          <td data-label={t.reason}>{reasonLabel(move.reason)}</td>
          <td data-label={t.note}>
            {move.note ?? <span className={tableStyles.muted}>{t.none}</span>}
          </td>
          <td data-label={t.by}>{move.actor ?? t.system}</td>
          <td data-label={t.order} className={tableStyles.nowrap}>
            {move.orderNumber ?? <span className={tableStyles.muted}>{t.none}</span>}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
