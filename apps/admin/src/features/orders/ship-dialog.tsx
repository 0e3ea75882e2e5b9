import { zodResolver } from '@hookform/resolvers/zod';
import { shipOrderBodySchema, type AdminOrder } from '@aurelle/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '../../components/ui/button.tsx';
import { DialogForm, Modal } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { formParseOptions } from '../../lib/form.ts';
import { formatPaise } from '../../lib/format.ts';
import { useOrderAction } from './api.ts';
import { ProblemAlert } from './order-problem.tsx';
import { problemOf, type Problem } from './problem.ts';
import { texts } from './texts.ts';

const t = texts.ship;

/** Carriers offered as the carrier is typed; any other may be typed. */
const CARRIERS = ['BlueDart', 'Delhivery', 'DTDC', 'India Post', 'Ecom Express', 'Xpressbees'];

/** The contract's body, with the tracking link left empty when there is none. */
const shipFormSchema = z.object({
  carrier: shipOrderBodySchema.shape.carrier,
  trackingNumber: shipOrderBodySchema.shape.trackingNumber,
  trackingUrl: z.union([z.literal(''), shipOrderBodySchema.shape.trackingUrl]),
});
type ShipForm = z.input<typeof shipFormSchema>;
type ShipValues = z.output<typeof shipFormSchema>;
const FIELDS = ['carrier', 'trackingNumber', 'trackingUrl'] as const;
const EMPTY: ShipForm = { carrier: '', trackingNumber: '', trackingUrl: '' };

/** Ship: the carrier, tracking number and link the customer's e-mail will carry. */
export function ShipDialog({ order, allowed }: { order: AdminOrder; allowed: boolean }) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const carriersId = useId();
  const ship = useOrderAction('shipOrder', order.id);
  const { register, handleSubmit, setError, formState, reset } = useForm<
    ShipForm,
    unknown,
    ShipValues
  >({
    resolver: zodResolver(shipFormSchema, formParseOptions),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const onValid = async ({ trackingUrl, ...values }: ShipValues) => {
    setProblem(null);
    try {
      await ship.run({ body: { ...values, ...(trackingUrl ? { trackingUrl } : {}) } });
      setOpen(false);
    } catch (error) {
      setProblem(
        problemOf(error, setError, (key) => FIELDS.find((field) => field === key) ?? null),
      );
    }
  };
  if (!allowed && !open) return null;
  const { errors, isSubmitting } = formState;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          reset(EMPTY);
          setProblem(null);
        }
      }}
      title={t.title(order.orderNumber)}
      description={
        order.cash ? `${t.intro} ${t.cashNote(formatPaise(order.cash.toCollect))}` : t.intro
      }
      trigger={<Button variant="primary">{t.button}</Button>}
    >
      <DialogForm
        onSubmit={handleSubmit(onValid)}
        submitLabel={isSubmitting ? t.submitting : t.submit}
        pending={isSubmitting}
        // Someone else acted meanwhile (409): the order as it is now no longer allows it.
        disabled={!allowed}
      >
        <ProblemAlert problem={problem} />
        <TextField
          label={t.carrier}
          hint={t.carrierHint}
          autoComplete="off"
          list={carriersId}
          error={errors.carrier?.message}
          {...register('carrier')}
        />
        <datalist id={carriersId}>
          {CARRIERS.map((carrier) => (
            <option key={carrier} value={carrier} />
          ))}
        </datalist>
        <TextField
          label={t.trackingNumber}
          hint={t.trackingHint}
          autoComplete="off"
          spellCheck={false}
          error={errors.trackingNumber?.message}
          {...register('trackingNumber')}
        />
        <TextField
          label={t.trackingUrl}
          hint={t.trackingUrlHint}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          error={errors.trackingUrl?.message}
          {...register('trackingUrl')}
        />
      </DialogForm>
    </Modal>
  );
}
