import type { MetalRatesAnswer } from '@aurelle/contract';
import { DataTable } from '../../components/ui/table.tsx';
import { formatIndiaDateTime, formatPaise } from '../../lib/format.ts';
import styles from './metal-rates.module.css';
import { texts } from './texts.ts';

const t = texts.metalRates;

/** The latest rates set, newest first: what each metal cost per gram, when, and who set it. */
export function RatesHistory({ history }: { history: MetalRatesAnswer['history'] }) {
  return (
    <DataTable
      label={t.history}
      columns={[t.setAt, t.metal, t.perGram, t.setBy]}
      isEmpty={history.length === 0}
      empty={t.historyEmpty}
    >
      {history.map((row) => (
        <tr key={row.id}>
          <td data-label={t.setAt} className={styles.number}>
            {formatIndiaDateTime(row.setAt)}
          </td>
          <td data-label={t.metal}>{texts.metals[row.metal]}</td>
          <td data-label={t.perGram} className={styles.number}>
            {formatPaise(row.ratePerGram)}
          </td>
          <td data-label={t.setBy}>{row.setBy ?? '—'}</td>
        </tr>
      ))}
    </DataTable>
  );
}
