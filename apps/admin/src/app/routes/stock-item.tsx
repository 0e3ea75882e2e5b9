import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Page, Section } from '../../components/ui/page.tsx';
import { StatCard, StatGroup } from '../../components/ui/stat-card.tsx';
import { TableSkeleton } from '../../components/ui/table.tsx';
import textStyles from '../../components/ui/text.module.css';
import { paths } from '../../config/paths.ts';
import { AdjustStockForm } from '../../features/stock/adjust-form.tsx';
import { useProductVariants, useStockHistory } from '../../features/stock/api.ts';
import { MovesTable } from '../../features/stock/moves-table.tsx';
import styles from '../../features/stock/stock.module.css';
import { StockStatus } from '../../features/stock/stock-status.tsx';
import { texts } from '../../features/stock/texts.ts';
import { ThresholdForm } from '../../features/stock/threshold-form.tsx';
import { VariantsPanel } from '../../features/stock/variants-panel.tsx';
import { formatCount } from '../../lib/format.ts';
import { can, useStaffSession } from '../../lib/session.ts';

const t = texts.stock;

/** One product's stock: its level and threshold, the forms to change them, and its ledger. */
export function StockItemScreen() {
  const { productId = '' } = useParams();
  const session = useStaffSession();
  const canWrite = can(session, 'stock:write');
  const history = useStockHistory(productId);
  const variants = useProductVariants(productId);
  const item = history.data;
  return (
    <Page title={item?.name ?? t.title}>
      <BackLink to={paths.stock}>{t.back}</BackLink>
      {history.isError && <Alert>{history.error.message}</Alert>}
      {history.isPending && <TableSkeleton rows={3} />}
      {item && (
        <>
          <StatGroup>
            <StatCard
              label={t.inStock}
              value={formatCount(item.stock)}
              hint={<StockStatus stock={item.stock} lowStockAt={item.lowStockAt} />}
            />
            <StatCard label={t.lowAt} value={formatCount(item.lowStockAt)} />
          </StatGroup>
          {canWrite && (
            <div className={styles.forms}>
              <Section title={t.adjust} panel>
                {item.hallmarked ? (
                  <p className={textStyles.intro}>{t.hallmarkedNote}</p>
                ) : (
                  <>
                    {variants.data?.hasOptions && (
                      <p className={textStyles.intro}>{t.adjustNotCounted}</p>
                    )}
                    <AdjustStockForm
                      productId={item.productId}
                      stock={variants.data?.hasOptions ? variants.data.notCounted : item.stock}
                    />
                  </>
                )}
              </Section>
              <Section title={t.thresholdTitle} panel>
                <ThresholdForm
                  key={item.productId}
                  productId={item.productId}
                  lowStockAt={item.lowStockAt}
                />
              </Section>
            </div>
          )}
          <VariantsPanel
            productId={item.productId}
            canWriteCatalog={can(session, 'catalog:write')}
            canWriteStock={canWrite}
          />
          <Section title={t.history}>
            <p className={textStyles.intro}>{t.historyIntro}</p>
            <MovesTable moves={item.moves} />
          </Section>
        </>
      )}
    </Page>
  );
}
