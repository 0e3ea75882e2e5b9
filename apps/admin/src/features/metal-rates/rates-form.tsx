import { ApiError } from '@aurelle/client';
import {
  METALS,
  type Metal,
  type MetalRatesAnswer,
  type MetalRatesPreview,
  type MetalRatesPreviewBody,
  type MovesSummary,
} from '@aurelle/contract';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import fieldStyles from '../../components/ui/field.module.css';
import { LeaveGuard } from '../../components/leave-guard.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { showServerErrors, useSchemaForm } from '../../lib/form.ts';
import { formatIndiaDateTime, formatPaise } from '../../lib/format.ts';
import { usePreviewMetalRates, useSetMetalRates } from './api.ts';
import styles from './metal-rates.module.css';
import { PreviewTable } from './preview-table.tsx';
import {
  bodyOf,
  derivedShown,
  EMPTY_RATES,
  isDerived,
  ratePaise,
  ratesFormSchema,
  type RatesForm,
} from './rates-values.ts';
import { texts } from './texts.ts';

const t = texts.metalRates;
const FIELDS = METALS.map((metal) => `rates.${metal}` as const);

/** What a metal's rate is now, and how many products it prices. */
function nowOf(answer: MetalRatesAnswer, metal: Metal): string {
  const row = answer.metals.find((entry) => entry.metal === metal);
  const count = t.products(row?.products ?? 0);
  if (!row?.ratePerGram || !row.setAt) return `${t.never} · ${count}`;
  return `${t.now(formatPaise(row.ratePerGram), formatIndiaDateTime(row.setAt))} · ${count}`;
}

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** What a preview moves, in words: `3 prices rise by up to 4.8 %, 1 price falls by up to 2 %`. */
function movesText(summary: MovesSummary): string {
  return [
    summary.rise ? t.rise(summary.rise, percent.format(summary.largestRise)) : '',
    summary.fall ? t.fall(summary.fall, percent.format(summary.largestFall)) : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The preview's largest move, named: `Jaali Bangle, ₹98,000.00 → ₹1,07,000.00 (+9.18 %)`. */
function largestMove({ changes }: MetalRatesPreview): string {
  const [largest] = [...changes].sort(
    (a, b) => Math.abs(b.changePercent) - Math.abs(a.changePercent),
  );
  if (!largest) return '';
  const signed = new Intl.NumberFormat('en-IN', {
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
  return t.largestMove(
    largest.name,
    formatPaise(largest.oldPrice),
    formatPaise(largest.newPrice),
    signed.format(largest.changePercent),
  );
}

/**
 * Today's rates: typed (24K's deriving the karats by default), previewed as every price they
 * move, then applied by a button that says what moves. Past the guard, a dialog asks once more,
 * naming how many prices rise or fall and the largest move; what it shows is what the server is
 * told was confirmed, so moves that changed since are refused there.
 */
export function RatesForm({ answer }: { answer: MetalRatesAnswer }) {
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [made, setPreview] = useState<{
    body: Required<MetalRatesPreviewBody>;
    result: MetalRatesPreview;
    /** The form's values it was made from. */
    typed: string;
  } | null>(null);
  const previewCall = usePreviewMetalRates();
  const apply = useSetMetalRates();
  const { register, handleSubmit, setError, formState, control, reset, subscribe } = useSchemaForm(
    ratesFormSchema,
    EMPTY_RATES,
  );
  const values = useWatch({ control }) as RatesForm;
  // A stale refusal goes as soon as a rate is changed.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: () => setMessage(null) }),
    [subscribe],
  );
  // A preview is of the rates it was made from: any change asks for a new one.
  const typed = JSON.stringify(values);
  const preview = made?.typed === typed ? made : null;

  const runPreview = async (form: RatesForm) => {
    setMessage(null);
    setNotice('');
    const body = bodyOf(form);
    try {
      setPreview({ body, typed, result: await previewCall.mutateAsync({ body }) });
    } catch (error) {
      setMessage(showServerErrors(error, setError, FIELDS));
    }
  };

  const [confirming, setConfirming] = useState(false);
  const summary = preview?.result.summary;
  const moves = summary ? movesText(summary) : '';
  const onApply = async () => {
    if (!preview) return;
    setMessage(null);
    try {
      const applied = await apply.mutateAsync({
        body: { ...preview.body, confirm: preview.result.summary },
      });
      setConfirming(false);
      reset(EMPTY_RATES);
      setPreview(null);
      setNotice(t.applied(applied.repriced));
    } catch (error) {
      setConfirming(false);
      if (error instanceof ApiError && error.status === 409) {
        // Prices moved since the preview (another change): show what moves now.
        setMessage(t.changedMeanwhile);
        setPreview({
          ...preview,
          result: await previewCall.mutateAsync({ body: preview.body }),
        });
      } else setMessage(showServerErrors(error, setError, FIELDS));
    }
  };

  const { errors } = formState;
  return (
    <div className={styles.form}>
      <form noValidate className={styles.form} onSubmit={handleSubmit(runPreview)}>
        <LeaveGuard dirty={formState.isDirty} />
        {message && <Alert>{message}</Alert>}
        <fieldset className={styles.metals}>
          <legend className="visually-hidden">{t.today}</legend>
          {METALS.map((metal) => {
            const label = t.rate(texts.metals[metal]);
            if (isDerived(metal, values.derive)) {
              const rate = derivedShown(values, metal);
              return (
                <div key={metal} className={styles.derived}>
                  <span className={fieldStyles.label}>{label}</span>
                  <output className={styles.derivedValue} aria-label={label}>
                    {rate === null ? t.deriveNeeds24k : t.derived(formatPaise(rate))}
                  </output>
                  <span className={fieldStyles.hint}>{nowOf(answer, metal)}</span>
                </div>
              );
            }
            const paise = ratePaise(values.rates[metal] ?? '');
            return (
              <TextField
                key={metal}
                label={label}
                inputMode="decimal"
                autoComplete="off"
                hint={
                  paise ? `${formatPaise(paise)}/g · ${nowOf(answer, metal)}` : nowOf(answer, metal)
                }
                error={errors.rates?.[metal]?.message}
                {...register(`rates.${metal}`)}
              />
            );
          })}
        </fieldset>
        <Checkbox label={t.derive} {...register('derive')} />
        <div className={styles.actions}>
          <Button type="submit" pending={previewCall.isPending}>
            {previewCall.isPending ? t.previewing : t.preview}
          </Button>
        </div>
      </form>
      {preview && (
        <section className={styles.preview} aria-label={t.previewTitle}>
          <h3>{t.previewTitle}</h3>
          {preview.result.changes.length > 0 && (
            <p className={styles.summary}>
              {t.moves(
                preview.result.changes.length,
                preview.result.summary.pastGuard,
                preview.result.guardPercent,
              )}
            </p>
          )}
          <PreviewTable preview={preview.result} />
          <div className={styles.actions}>
            {preview.result.summary.pastGuard > 0 ? (
              <ConfirmDialog
                trigger={<Button variant="primary">{t.applyMoves(moves)}</Button>}
                open={confirming}
                onOpenChange={setConfirming}
                title={t.confirmTitle}
                body={t.confirmBody(
                  moves,
                  preview.result.summary.pastGuard,
                  preview.result.guardPercent,
                  largestMove(preview.result),
                )}
                confirmLabel={apply.isPending ? t.applying : t.confirmMoves(moves)}
                pending={apply.isPending}
                destructive={false}
                onConfirm={() => void onApply()}
              />
            ) : (
              <Button variant="primary" pending={apply.isPending} onClick={() => void onApply()}>
                {apply.isPending ? t.applying : moves ? t.applyMoves(moves) : t.applyNoMoves}
              </Button>
            )}
          </div>
        </section>
      )}
      <Notice>{notice}</Notice>
    </div>
  );
}
