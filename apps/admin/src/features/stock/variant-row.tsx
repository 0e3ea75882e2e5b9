import {
  SKU_PATTERN,
  catalogMessages,
  paiseToRupees,
  parseRupees,
  variantMessages,
  type AdminVariant,
} from '@aurelle/contract';
import { ApiError } from '@aurelle/client';
import { fieldErrorsOf } from '@aurelle/client/errors';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import fieldStyles from '../../components/ui/field.module.css';
import tableStyles from '../../components/ui/table.module.css';
import textStyles from '../../components/ui/text.module.css';
import { formatCount, formatPaise } from '../../lib/format.ts';
import { useUpdateVariant } from './api.ts';
import styles from './stock.module.css';
import { StockStatus } from './stock-status.tsx';
import { texts } from './texts.ts';

const t = texts.variants;
type Field = 'sku' | 'priceDelta' | 'lowStockAt';
type Draft = Record<Field, string>;

const draftOf = (variant: AdminVariant): Draft => ({
  sku: variant.sku,
  priceDelta: paiseToRupees(variant.priceDelta),
  lowStockAt: String(variant.lowStockAt),
});

const thresholdOf = (text: string) =>
  /^\d{1,5}$/.test(text.trim()) && Number(text) <= 10_000 ? Number(text) : null;

/** The draft's errors as the owner types: the same rules the server keeps. */
function errorsOf(draft: Draft, price: number): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!SKU_PATTERN.test(draft.sku.trim())) errors.sku = catalogMessages.skuInvalid;
  const delta = parseRupees(draft.priceDelta, { signed: true });
  if (delta === null) errors.priceDelta = t.priceDeltaInvalid;
  else if (price + delta < 0) errors.priceDelta = catalogMessages.priceBelowZero;
  if (thresholdOf(draft.lowStockAt) === null) errors.lowStockAt = variantMessages.thresholdInvalid;
  return errors;
}

function Input({
  field,
  label,
  draft,
  error,
  onChange,
}: {
  field: Field;
  label: string;
  draft: Draft;
  error: string | undefined;
  onChange: (field: Field, value: string) => void;
}) {
  const id = `${field}-${label}`.replace(/[^A-Za-z0-9-]+/g, '-');
  return (
    <span className={styles.cellField}>
      <input
        className={`${fieldStyles.input} ${styles.cellInput}`}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        inputMode={field === 'sku' ? undefined : 'decimal'}
        autoComplete="off"
        value={draft[field]}
        onChange={(event) => onChange(field, event.target.value)}
      />
      {error && (
        <span id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </span>
      )}
    </span>
  );
}

/** One combination: its figures, or, while edited, its SKU, supplement and threshold in fields. */
export function VariantRow({
  productId,
  price,
  notCounted,
  variant,
  canEdit,
  withActions,
  adjust,
  status,
  onSaved,
}: {
  productId: string;
  price: number;
  /** The product's stock not counted per size, which sells for this combination too. */
  notCounted: number;
  variant: AdminVariant;
  canEdit: boolean;
  withActions: boolean;
  adjust: ReactNode;
  status: ReactNode;
  onSaved: () => void;
}) {
  const update = useUpdateVariant();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [shown, setShown] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const change = (field: Field, value: string) => {
    if (!draft) return;
    const next = { ...draft, [field]: value };
    setDraft(next);
    // A field shows its rule once it is wrong, and clears as soon as it is right.
    if (shown[field]) setShown({ ...shown, [field]: errorsOf(next, price)[field] });
  };
  const save = async () => {
    if (!draft) return;
    const errors = errorsOf(draft, price);
    setShown(errors);
    setRefusal(null);
    if (Object.keys(errors).length) return;
    try {
      await update.mutateAsync({
        params: { id: productId, variantId: variant.id },
        body: {
          sku: draft.sku.trim(),
          priceDelta: parseRupees(draft.priceDelta, { signed: true }) ?? 0,
          lowStockAt: thresholdOf(draft.lowStockAt) ?? 0,
        },
      });
      setDraft(null);
      onSaved();
    } catch (error) {
      const fields = error instanceof ApiError ? fieldErrorsOf(error) : {};
      setShown(fields);
      setRefusal(
        Object.keys(fields).length ? null : error instanceof Error ? error.message : String(error),
      );
    }
  };
  const cancel = () => {
    setDraft(null);
    setShown({});
    setRefusal(null);
  };
  const label = variant.label;
  /** A figure, or while the row is edited, the field that changes it. */
  const editable = (field: Field, fieldLabel: string, figure: ReactNode) =>
    draft ? (
      <Input
        field={field}
        label={fieldLabel}
        draft={draft}
        error={shown[field]}
        onChange={change}
      />
    ) : (
      figure
    );
  return (
    <tr className={variant.offered ? undefined : styles.notOffered}>
      <td data-label={t.options}>
        <span className={textStyles.name}>{label}</span> {status}
        {refusal && (
          <span role="alert" className={fieldStyles.error}>
            {' '}
            {refusal}
          </span>
        )}
      </td>
      <td data-label={t.sku}>
        {editable('sku', t.skuField(label), <span className={textStyles.code}>{variant.sku}</span>)}
      </td>
      <td data-label={t.priceDelta} className={styles.number}>
        {editable(
          'priceDelta',
          t.priceDeltaField(label),
          variant.priceDelta === 0 ? (
            <span className={tableStyles.muted}>{t.noSupplement}</span>
          ) : (
            `${variant.priceDelta > 0 ? '+' : '−'}${formatPaise(Math.abs(variant.priceDelta))}`
          ),
        )}
      </td>
      <td data-label={t.stock} className={styles.number}>
        <span className={styles.stockCell}>
          {formatCount(variant.stock)}
          {variant.offered && (
            <StockStatus stock={variant.stock + notCounted} lowStockAt={variant.lowStockAt} />
          )}
        </span>
      </td>
      <td data-label={t.lowAt} className={styles.number}>
        {editable('lowStockAt', t.lowAtField(label), formatCount(variant.lowStockAt))}
      </td>
      {withActions && (
        <td data-label={t.actions} className={tableStyles.nowrap}>
          <span className={styles.rowActions}>
            {draft ? (
              <>
                <Button
                  size="sm"
                  variant="primary"
                  pending={update.isPending}
                  onClick={() => void save()}
                >
                  {t.save}
                </Button>
                <Button size="sm" onClick={cancel}>
                  {t.cancel}
                </Button>
              </>
            ) : (
              <>
                {canEdit && (
                  <Button
                    size="sm"
                    aria-label={t.editLabel(label)}
                    onClick={() => setDraft(draftOf(variant))}
                  >
                    {t.edit}
                  </Button>
                )}
                {adjust}
              </>
            )}
          </span>
        </td>
      )}
    </tr>
  );
}
