import { shipOrderBodySchema, type AdminOrder } from '@aurelle/contract';
import { useId } from 'react';
import * as z from 'zod/mini';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSchemaForm } from '../../lib/form.ts';
import { formatPaise } from '../../lib/format.ts';
import { OrderActionDialog } from './order-action-dialog.tsx';
import { fieldAmong } from './problem.ts';
import styles from './orders.module.css';
import { texts } from './texts.ts';
import { useOrderActionDialog } from './use-order-action-dialog.ts';

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
  const carriersId = useId();
  const parcelId = useId();
  const dialog = useOrderActionDialog('shipOrder', order.id);
  const { handleSubmit, setError, formState, reset, field } = useSchemaForm(shipFormSchema, EMPTY);
  const onValid = ({ trackingUrl, ...values }: ShipValues) =>
    dialog.send(
      { body: { ...values, ...(trackingUrl ? { trackingUrl } : {}) } },
      { setError, fieldOf: fieldAmong(FIELDS) },
    );
  const { isSubmitting } = formState;
  return (
    <OrderActionDialog
      dialog={dialog}
      allowed={allowed}
      onOpen={() => reset(EMPTY)}
      title={t.title(order.orderNumber)}
      description={
        order.cash ? `${t.intro} ${t.cashNote(formatPaise(order.cash.toCollect))}` : t.intro
      }
      trigger={<Button variant="primary">{t.button}</Button>}
      onSubmit={handleSubmit(onValid)}
      submitLabel={isSubmitting ? t.submitting : t.submit}
      pending={isSubmitting}
    >
      <section className={styles.parcel} aria-labelledby={parcelId}>
        <h3 id={parcelId} className={styles.parcelTitle}>
          {t.parcel}
        </h3>
        <ul className={styles.parcelLines}>
          {order.lines
            .filter((line) => line.toPack > 0)
            .map((line) => (
              <li key={line.id}>
                {t.parcelLine(line.toPack, texts.order.piece(line.name, line.options))}
              </li>
            ))}
        </ul>
      </section>
      <TextField
        label={t.carrier}
        hint={t.carrierHint}
        autoComplete="off"
        list={carriersId}
        {...field('carrier')}
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
        {...field('trackingNumber')}
      />
      <TextField
        label={t.trackingUrl}
        hint={t.trackingUrlHint}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        {...field('trackingUrl')}
      />
    </OrderActionDialog>
  );
}
