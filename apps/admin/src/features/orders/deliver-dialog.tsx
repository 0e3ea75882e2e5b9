import {
  format,
  orderAdminMessages,
  paiseToRupees,
  parseRupees,
  rupees,
  type AdminOrder,
  type DeliverOrderBody,
} from '@aurelle/contract';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { AmountShown } from '../../components/ui/amount-shown.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSchemaForm } from '../../lib/form.ts';
import { formatPaise } from '../../lib/format.ts';
import { OrderActionDialog } from './order-action-dialog.tsx';
import { fieldAmong } from './problem.ts';
import { texts } from './texts.ts';
import { useOrderActionDialog } from './use-order-action-dialog.ts';

const t = texts.deliver;

type DeliverForm = { cashCollected: string; cashShortReason: string };
type Issues = { issues: z.core.$ZodRawIssue[]; value: unknown };

/**
 * Cash on delivery: the cash collected, in rupees as typed, at most the amount to collect; less
 * only with the reason why (the rest stays due). The server holds the same rules.
 */
function cashFormSchema(toCollect: number) {
  const amount = formatPaise(toCollect);
  return z
    .object({
      cashCollected: z.pipe(
        z.string().check(z.trim(), z.minLength(1, orderAdminMessages.cashRequired)),
        rupees(),
      ),
      cashShortReason: z.string().check(z.maxLength(500, orderAdminMessages.reasonLong)),
    })
    .check((ctx: Issues) => {
      const value = ctx.value as DeliverForm;
      const paise = parseRupees(value.cashCollected);
      const issue = (field: keyof DeliverForm, message: string) =>
        ctx.issues.push({ code: 'custom', message, path: [field], input: value });
      if (paise === null) return;
      if (paise > toCollect)
        issue('cashCollected', format(orderAdminMessages.cashTooMuch, { amount }));
      else if (paise < toCollect && !value.cashShortReason.trim())
        issue('cashShortReason', format(orderAdminMessages.cashReasonRequired, { amount }));
    });
}
/** A paid order: nothing to fill in. */
const paidFormSchema = z.object({ cashCollected: z.string(), cashShortReason: z.string() });
const FIELDS = ['cashCollected', 'cashShortReason'] as const;

/** Delivered: for cash on delivery, the cash collected, shown against the amount to collect. */
export function DeliverDialog({ order, allowed }: { order: AdminOrder; allowed: boolean }) {
  const dialog = useOrderActionDialog('deliverOrder', order.id);
  const toCollect = order.cash?.toCollect ?? null;
  const start = (): DeliverForm => ({
    cashCollected: toCollect === null ? '' : paiseToRupees(toCollect),
    cashShortReason: '',
  });
  const { handleSubmit, setError, formState, reset, control, field } = useSchemaForm(
    toCollect === null ? paidFormSchema : cashFormSchema(toCollect),
    start(),
  );
  const typed = useWatch({ control, name: 'cashCollected' });
  const typedPaise = typed.trim() ? parseRupees(typed) : null;
  const short = toCollect !== null && typedPaise !== null && typedPaise < toCollect;
  const onValid = async ({ cashCollected, cashShortReason }: DeliverForm) => {
    const body: DeliverOrderBody =
      toCollect === null
        ? {}
        : { cashCollected, ...(short ? { cashShortReason: cashShortReason.trim() } : {}) };
    await dialog.send({ body }, { setError, fieldOf: fieldAmong(FIELDS) });
  };
  const { isSubmitting } = formState;
  return (
    <OrderActionDialog
      dialog={dialog}
      allowed={allowed}
      onOpen={() => reset(start())}
      title={t.title(order.orderNumber)}
      description={toCollect === null ? t.intro : t.cashIntro(formatPaise(toCollect))}
      trigger={<Button variant="primary">{t.button}</Button>}
      onSubmit={handleSubmit(onValid)}
      submitLabel={isSubmitting ? t.submitting : t.submit}
      pending={isSubmitting}
    >
      {toCollect !== null && (
        <>
          <TextField
            label={t.cash}
            inputMode="decimal"
            autoComplete="off"
            hint={
              typedPaise === null ? (
                texts.rupees.hint
              ) : (
                <>
                  <AmountShown paise={typedPaise} />
                  {' · '}
                  {short
                    ? t.cashShort(formatPaise(toCollect - typedPaise), formatPaise(toCollect))
                    : t.cashPrefilled}
                </>
              )
            }
            {...field('cashCollected')}
          />
          {short && (
            <TextArea
              label={t.shortReason}
              hint={t.shortReasonHint}
              rows={2}
              {...field('cashShortReason')}
            />
          )}
        </>
      )}
    </OrderActionDialog>
  );
}
