import type { MetalRatesPreview } from '@aurelle/contract';
import { Chip } from '../../components/ui/chip.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { DataTable } from '../../components/ui/table.tsx';
import { formatPaise } from '../../lib/format.ts';
import styles from './metal-rates.module.css';
import { texts } from './texts.ts';

const t = texts.metalRates;
const COLUMNS = [t.product, t.metal, t.oldPrice, t.newPrice, t.change, t.guardColumn];

const percent = new Intl.NumberFormat('en-IN', {
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/** Every price the new rates move, those past the guard first and marked. */
export function PreviewTable({ preview }: { preview: MetalRatesPreview }) {
  const rows = [...preview.changes].sort(
    (a, b) =>
      Number(b.guarded) - Number(a.guarded) ||
      Math.abs(b.changePercent) - Math.abs(a.changePercent),
  );
  return (
    <DataTable
      label={t.previewTable}
      columns={COLUMNS}
      isEmpty={rows.length === 0}
      empty={t.nothingMoves(preview.unchanged)}
    >
      {rows.map((row) => (
        <tr key={row.id} data-guarded={row.guarded || undefined}>
          <td data-label={t.product}>
            <span className={styles.name}>{row.name}</span>
            <span className={styles.sku}>{row.sku}</span>
          </td>
          <td data-label={t.metal} className={tableStyles.nowrap}>
            {texts.metals[row.metal]}
          </td>
          <td data-label={t.oldPrice} className={styles.number}>
            {formatPaise(row.oldPrice)}
          </td>
          <td data-label={t.newPrice} className={styles.number}>
            {formatPaise(row.newPrice)}
          </td>
          <td data-label={t.change} className={styles.number}>
            {percent.format(row.changePercent)} %
          </td>
          <td data-label={t.guardColumn} className={tableStyles.nowrap}>
            {row.guarded ? <Chip tone="warn">{t.pastGuard}</Chip> : null}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
