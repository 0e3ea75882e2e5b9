import type { AdminVariant, ProductVariants } from '@aurelle/contract';
import { useState } from 'react';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Chip } from '../../components/ui/chip.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { Section } from '../../components/ui/page.tsx';
import { DataTable } from '../../components/ui/table.tsx';
import textStyles from '../../components/ui/text.module.css';
import { formatCount } from '../../lib/format.ts';
import { AdjustStockForm } from './adjust-form.tsx';
import { useProductVariants } from './api.ts';
import { CountPerSizeDialog } from './count-per-size-dialog.tsx';
import styles from './stock.module.css';
import { texts } from './texts.ts';
import { VariantRow } from './variant-row.tsx';

const t = texts.variants;

function AdjustVariant({
  productId,
  variant,
  onAdjusted,
}: {
  productId: string;
  variant: AdminVariant;
  onAdjusted: (stock: number) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={t.adjustTitle(variant.label)}
      trigger={
        <Button size="sm" aria-label={t.adjustLabel(variant.label)}>
          {t.adjust}
        </Button>
      }
    >
      <AdjustStockForm
        productId={productId}
        variantId={variant.id}
        stock={variant.stock}
        onAdjusted={(stock) => {
          setOpen(false);
          onAdjusted(stock);
        }}
      />
    </Modal>
  );
}

function NotCounted({
  data,
  canWriteStock,
  onCounted,
}: {
  data: ProductVariants;
  canWriteStock: boolean;
  onCounted: (notice: string) => void;
}) {
  if (data.notCounted === 0) return null;
  const count = formatCount(data.notCounted);
  return (
    <div className={styles.notCounted}>
      <p>
        <strong>{t.notCounted(count)}</strong>
        <span className={styles.after}> {t.notCountedHint}</span>
      </p>
      {canWriteStock && !data.hallmarked && (
        <CountPerSizeDialog data={data} onCounted={onCounted} />
      )}
    </div>
  );
}

/**
 * A product's combinations (Shopify's variants table): options, SKU, supplement, stock and
 * threshold, edited in their row; "Adjust" opens the stock adjustment for that combination, and
 * the stock not counted per size is moved to them with "Count per size".
 */
export function VariantsPanel({
  productId,
  canWriteCatalog,
  canWriteStock,
}: {
  productId: string;
  canWriteCatalog: boolean;
  canWriteStock: boolean;
}) {
  const variants = useProductVariants(productId);
  const [notice, setNotice] = useState('');
  const data = variants.data;
  // A product without options: its one variant is the product itself, nothing to show.
  if (variants.isPending || (data && !data.hasOptions && data.variants.length === 0)) return null;
  const adjustable = canWriteStock && !data?.hallmarked;
  const columns = [t.options, t.sku, t.priceDelta, t.stock, t.lowAt];
  return (
    <Section title={t.title}>
      <p className={textStyles.intro}>{t.intro}</p>
      {data?.hallmarked && <p className={textStyles.intro}>{t.hallmarkedNote}</p>}
      <Notice>{notice}</Notice>
      {variants.isError && <Alert>{variants.error.message}</Alert>}
      {data && (
        <>
          <NotCounted data={data} canWriteStock={canWriteStock} onCounted={setNotice} />
          <DataTable
            label={t.tableLabel}
            columns={canWriteCatalog || adjustable ? [...columns, t.actions] : columns}
            isEmpty={data.variants.length === 0}
            empty={t.empty}
          >
            {data.variants.map((variant) => (
              <VariantRow
                key={variant.id}
                productId={productId}
                price={data.price}
                notCounted={data.notCounted}
                variant={variant}
                canEdit={canWriteCatalog}
                withActions={canWriteCatalog || adjustable}
                onSaved={() => setNotice(t.saved(variant.label))}
                adjust={
                  adjustable && variant.offered ? (
                    <AdjustVariant
                      productId={productId}
                      variant={variant}
                      onAdjusted={(stock) => setNotice(t.adjusted(variant.label, stock))}
                    />
                  ) : null
                }
                status={variant.offered ? null : <Chip tone="off">{t.notOffered}</Chip>}
              />
            ))}
          </DataTable>
        </>
      )}
    </Section>
  );
}
