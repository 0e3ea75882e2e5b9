import { ApiError } from '@aurelle/client';
import { parseRupees, type AdminOrder } from '@aurelle/contract';
import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { AmountShown } from '../../components/ui/amount-shown.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import fieldStyles from '../../components/ui/field.module.css';
import { RadioGroup } from '../../components/ui/radio-group.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSchemaForm } from '../../lib/form.ts';
import { formatPaise } from '../../lib/format.ts';
import { OrderActionDialog } from './order-action-dialog.tsx';
import styles from './orders.module.css';
import {
  emptyRefund,
  leftOf,
  newIdempotencyKey,
  refundAmountOf,
  refundBodyOf,
  refundFormSchema,
  type RefundForm,
} from './refund-form.ts';
import { texts } from './texts.ts';
import { useOrderActionDialog } from './use-order-action-dialog.ts';

const t = texts.refund;

/**
 * Refund by pieces (a quantity per line, up to what is left of it) or by an amount, with a
 * reason. One idempotency key per opening of the dialog: a retry after a failure sends the same
 * key, so the refund is made at most once.
 */
export function RefundDialog({ order, allowed }: { order: AdminOrder; allowed: boolean }) {
  const [failed, setFailed] = useState(false);
  const hintId = useId();
  const [key, setKey] = useState('');
  const dialog = useOrderActionDialog('refundOrder', order.id);
  const schema = useMemo(() => refundFormSchema(order), [order]);
  const { register, handleSubmit, setError, formState, reset, control, field } = useSchemaForm(
    schema,
    emptyRefund(order),
  );
  const mode = useWatch({ control, name: 'mode' });
  const amount = useWatch({ control, name: 'amount' });
  const lines = useWatch({ control, name: 'lines' });
  const restock = useWatch({ control, name: 'restock' });
  const reason = useWatch({ control, name: 'reason' });
  const refundable = order.money?.refundable ?? 0;
  // The button says what it moves and where: the amount as the server will reckon it.
  const moving = refundAmountOf(order, { mode, amount, lines, restock, reason });
  const to = t.to[order.money?.refundTo ?? 'payment'];

  const onValid = async (values: RefundForm) => {
    const body = refundBodyOf(values, key);
    // Which form line each sent line is, to put the server's `lines.N` errors beside it.
    const sentLines = (body.lines ?? []).map((sent) =>
      values.lines.findIndex((line) => line.lineId === sent.lineId),
    );
    await dialog.send(
      { body },
      {
        setError,
        fieldOf: (field) => {
          if (field === 'amount' || field === 'reason') return field;
          const sent = /^lines\.(\d+)/.exec(field)?.[1];
          const index = sent === undefined ? undefined : sentLines[Number(sent)];
          return index === undefined || index < 0 ? null : `lines.${index}.quantity`;
        },
        onFailure: (error) => {
          setFailed(true);
          // A 409 means nothing was refunded (the provider refused, or a rule did): trying again
          // is a new refund, with a new key. Any other failure may have reached the provider:
          // the same key, so a retry never refunds twice.
          if (error instanceof ApiError && error.status === 409) setKey(newIdempotencyKey());
        },
      },
    );
  };

  const { errors, isSubmitting } = formState;
  const typedPaise = amount.trim() ? parseRupees(amount) : null;
  return (
    <OrderActionDialog
      dialog={dialog}
      allowed={allowed}
      onOpen={() => {
        setKey(newIdempotencyKey());
        reset(emptyRefund(order));
        setFailed(false);
      }}
      title={t.title(order.orderNumber)}
      description={t.refundable(formatPaise(refundable))}
      trigger={<Button>{t.button}</Button>}
      onSubmit={handleSubmit(onValid)}
      submitLabel={
        isSubmitting
          ? t.submitting
          : moving === null
            ? failed
              ? t.retry
              : t.submit
            : failed
              ? t.retryAmount(formatPaise(moving), to)
              : t.submitAmount(formatPaise(moving), to)
      }
      pending={isSubmitting}
    >
      {order.paymentMethod === 'POD' && <p className={styles.secondary}>{t.cashNote}</p>}
      <RadioGroup
        legend={t.mode}
        inline
        options={[
          { value: 'lines', label: t.byLines },
          { value: 'amount', label: t.byAmount },
        ]}
        field={register('mode')}
      />
      {mode === 'lines' ? (
        <>
          <fieldset className={styles.refundLines} aria-describedby={hintId}>
            <legend className={styles.packLegend}>{t.linesLegend}</legend>
            <p id={hintId} className={styles.secondary}>
              {t.linesHint}
            </p>
            {order.lines.map((line, index) => {
              const left = leftOf(line);
              if (left === 0) {
                return (
                  <p key={line.id} className={styles.plainLine}>
                    {t.allRefunded(texts.order.piece(line.name, line.options))}
                  </p>
                );
              }
              return (
                <div key={line.id} className={styles.refundLine}>
                  <TextField
                    label={t.lineQuantity(texts.order.piece(line.name, line.options))}
                    inputMode="numeric"
                    type="number"
                    min={0}
                    max={left}
                    step={1}
                    placeholder="0"
                    autoComplete="off"
                    hint={t.upTo(
                      left,
                      line.unitPrice === null ? null : formatPaise(line.unitPrice),
                    )}
                    error={errors.lines?.[index]?.quantity?.message}
                    {...register(`lines.${index}.quantity`)}
                  />
                </div>
              );
            })}
            {errors.lines?.message && <p className={fieldStyles.error}>{errors.lines.message}</p>}
          </fieldset>
          <Checkbox label={t.restock} hint={t.restockHint} {...register('restock')} />
        </>
      ) : (
        <TextField
          label={t.amount}
          inputMode="decimal"
          autoComplete="off"
          hint={
            typedPaise !== null ? (
              <AmountShown paise={typedPaise} />
            ) : (
              t.amountHint(formatPaise(refundable))
            )
          }
          {...field('amount')}
        />
      )}
      <TextArea label={t.reason} hint={t.reasonHint} rows={2} {...field('reason')} />
    </OrderActionDialog>
  );
}
