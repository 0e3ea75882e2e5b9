import { Alert } from '../../components/ui/alert.tsx';
import { Page, Section } from '../../components/ui/page.tsx';
import { TableSkeleton } from '../../components/ui/table.tsx';
import textStyles from '../../components/ui/text.module.css';
import { useLowStock } from '../../features/stock/api.ts';
import { LowStockTable } from '../../features/stock/low-stock-table.tsx';
import { texts } from '../../features/stock/texts.ts';

const t = texts.stock;

/** The products low in stock or sold out; each opens its stock and ledger. */
export function StockScreen() {
  const list = useLowStock();
  return (
    <Page title={t.title}>
      <Section title={t.low}>
        <p className={textStyles.intro}>{t.lowIntro}</p>
        {list.isError && <Alert>{list.error.message}</Alert>}
        {list.isPending && <TableSkeleton />}
        {list.data && <LowStockTable items={list.data.items} />}
      </Section>
    </Page>
  );
}
