import type { NetSales } from '@aurelle/contract';
import { useId, useState, type CSSProperties } from 'react';
import { Button } from '../../components/ui/button.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { TableHead, TableRegion } from '../../components/ui/table.tsx';
import { formatCount, formatPaise } from '../../lib/format.ts';
import styles from './net-sales.module.css';
import { texts } from './texts.ts';

const t = texts.dashboard;
const columns = [
  { label: t.day },
  { label: t.net, className: tableStyles.numberColumn },
  { label: t.orders, className: tableStyles.numberColumn },
];

/** A day as the chart's axis and table write it: 27 Nov. */
function shortDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** The axis names a few days only: the first, the last and some between, evenly. */
function axisDays(days: NetSales['daily']): NetSales['daily'] {
  if (days.length <= 7) return days;
  const step = Math.ceil((days.length - 1) / 4);
  return days.filter((_, index) => index % step === 0 || index === days.length - 1);
}

/** A day's label under its bar; the first and the last stay inside the chart's edges. */
function axisPlace(index: number, count: number): CSSProperties {
  if (index === 0) return { left: 0 };
  if (index === count - 1) return { right: 0 };
  return { left: `${((index + 0.5) / count) * 100}%`, transform: 'translateX(-50%)' };
}

/**
 * Each day's net sales as bars, drawn in SVG (no chart library: bars and two labels are all it
 * shows). A screen reader reads the same figures as a table, which is always there, hidden
 * until "Show as table" shows it instead of the bars.
 */
export function SalesChart({ daily }: { daily: NetSales['daily'] }) {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const highest = Math.max(0, ...daily.map((day) => day.net));
  const first = daily[0]?.date ?? '';
  const last = daily.at(-1)?.date ?? '';
  const width = daily.length * 10;
  return (
    <figure className={styles.chart}>
      <div className={styles.chartHeader}>
        <figcaption className={styles.label}>{t.chart}</figcaption>
        <Button
          size="sm"
          variant="quiet"
          aria-controls={tableId}
          aria-expanded={asTable}
          onClick={() => setAsTable((shown) => !shown)}
        >
          {asTable ? t.showChart : t.showTable}
        </Button>
      </div>
      {!asTable && (
        <div className={styles.plot} aria-hidden="true" data-testid="sales-chart">
          <span className={styles.highest}>{t.highest(formatPaise(highest))}</span>
          <svg
            className={styles.bars}
            viewBox={`0 0 ${width} 100`}
            preserveAspectRatio="none"
            focusable="false"
          >
            {daily.map((day, index) => {
              const height = highest > 0 ? (day.net / highest) * 100 : 0;
              return (
                <rect
                  key={day.date}
                  x={index * 10 + 1.5}
                  y={100 - height}
                  width={7}
                  height={height}
                  className={styles.bar}
                >
                  <title>{`${shortDay(day.date)}: ${formatPaise(day.net)}`}</title>
                </rect>
              );
            })}
          </svg>
          <div className={styles.axis}>
            {axisDays(daily).map((day, index, shown) => (
              <span
                key={day.date}
                style={axisPlace(daily.indexOf(day), daily.length)}
                className={index % 2 === 1 && index !== shown.length - 1 ? styles.minor : undefined}
              >
                {shortDay(day.date)}
              </span>
            ))}
          </div>
        </div>
      )}
      <div id={tableId} className={asTable ? undefined : 'visually-hidden'}>
        <TableRegion label={t.chartSummary(daily.length, shortDay(first), shortDay(last))}>
          <TableHead columns={columns} />
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <td>{shortDay(day.date)}</td>
                <td className={tableStyles.number}>{formatPaise(day.net)}</td>
                <td className={tableStyles.number}>{formatCount(day.orders)}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      </div>
    </figure>
  );
}
