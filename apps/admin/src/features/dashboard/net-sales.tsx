import { SALES_PERIODS, type NetFigures, type SalesPeriod } from '@aurelle/contract';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Section } from '../../components/ui/page.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatCard, StatGroup } from '../../components/ui/stat-card.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { TableHead, TableRegion } from '../../components/ui/table.tsx';
import { formatCount, formatDay, formatPaise } from '../../lib/format.ts';
import { useNetSales, useSales } from './api.ts';
import styles from './net-sales.module.css';
import { SalesChart } from './sales-chart.tsx';
import { texts } from './texts.ts';

const t = texts.dashboard;
const productColumns = [
  { label: t.product },
  { label: t.quantity, className: tableStyles.numberColumn },
  { label: t.net, className: tableStyles.numberColumn },
];

/** The period in the address (`?days=30`), else 7 days. */
function usePeriod(): SalesPeriod {
  const [params] = useSearchParams();
  const days = params.get('days');
  return SALES_PERIODS.find((period) => period === days) ?? '7';
}

/** A figure against the period before: +12.5 %, in words, with the figure it is compared with. */
function changeOf(
  current: number,
  previous: number,
  before: string,
  format: (n: number) => string,
) {
  if (previous === 0) return current === 0 ? t.noChange(format(0), before) : t.newSince(before);
  const change = ((current - previous) / previous) * 100;
  if (Math.abs(change) < 0.05) return t.noChange(format(previous), before);
  const sign = change > 0 ? '+' : '−';
  return t.change(`${sign}${Math.abs(change).toFixed(1)} %`, format(previous), before);
}

function Figures({
  current,
  previous,
  days,
}: {
  current: NetFigures;
  previous: NetFigures;
  days: SalesPeriod;
}) {
  const before = t.before[days];
  const figures = [
    { label: t.net, key: 'net', format: formatPaise },
    { label: t.orders, key: 'orders', format: formatCount },
    { label: t.average, key: 'average', format: formatPaise },
  ] as const;
  return (
    <>
      {figures.map(({ label, key, format }) => (
        <StatCard
          key={key}
          label={label}
          value={format(current[key])}
          hint={changeOf(current[key], previous[key], before, format)}
        />
      ))}
    </>
  );
}

/** The period's tabs: links that keep the rest of the address. */
function PeriodTabs({ days }: { days: SalesPeriod }) {
  return (
    <nav aria-label={t.periods} className={styles.tabs}>
      {SALES_PERIODS.map((period) => (
        <Link
          key={period}
          to={`?days=${period}`}
          replace
          preventScrollReset
          className={styles.tab}
          aria-current={period === days ? 'page' : undefined}
        >
          {t.periodName[period]}
        </Link>
      ))}
    </nav>
  );
}

/**
 * Net sales, orders and average order value of the chosen period against the one before, each
 * day's net as a chart (and a table), the top products; and the cash still owed, which links to
 * `owedLink` (the orders that owe) when given. Money in paise, shown in rupees.
 */
export function NetSalesSection({ owedLink }: { owedLink?: string }) {
  const days = usePeriod();
  const net = useNetSales(days);
  const sales = useSales();
  const owed = sales.data?.owed;
  return (
    <Section title={t.netSales}>
      <PeriodTabs days={days} />
      {net.isError ? (
        <Alert>{net.error.message}</Alert>
      ) : net.isPending ? (
        <div role="status" aria-label={texts.app.loading} className={styles.loading}>
          <Skeleton width="100%" height="108px" />
          <Skeleton width="100%" height="220px" />
        </div>
      ) : (
        <div
          className={net.isPlaceholderData ? styles.stale : styles.body}
          aria-busy={net.isPlaceholderData}
        >
          <p className={styles.caption}>
            {t.periodCaption(formatDay(net.data.from), formatDay(net.data.to))}
          </p>
          <StatGroup>
            <Figures current={net.data.current} previous={net.data.previous} days={net.data.days} />
            {owed && (
              <StatCard
                label={texts.dashboard.owed}
                value={formatPaise(owed.amount)}
                hint={owed.orders > 0 ? texts.dashboard.owedHint(owed.orders) : undefined}
                to={owed.orders > 0 ? owedLink : undefined}
              />
            )}
          </StatGroup>
          <p className={styles.caption}>{t.netHint}</p>
          <SalesChart daily={net.data.daily} />
          <h3 className={styles.label}>{t.topProducts}</h3>
          {net.data.topProducts.length === 0 ? (
            <p className={styles.caption}>{t.noSales}</p>
          ) : (
            <TableRegion label={t.topProducts}>
              <TableHead columns={productColumns} />
              <tbody>
                {net.data.topProducts.map((product) => (
                  <tr key={product.productId}>
                    <td>{product.name}</td>
                    <td className={tableStyles.number}>{formatCount(product.quantity)}</td>
                    <td className={tableStyles.number}>{formatPaise(product.net)}</td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
          )}
        </div>
      )}
    </Section>
  );
}
