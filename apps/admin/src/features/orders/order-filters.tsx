import { ORDER_PAYMENT_FILTERS } from '@aurelle/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, type SelectOption } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { texts } from '../../texts.ts';
import { isFiltered, oneOf, PAYMENT_METHODS, type OrderListParams } from './order-list-params.ts';
import styles from './orders.module.css';

const t = texts.orders;
/** A select's "no filter" (Radix Select takes no empty value). */
const ANY = '*';
/** How long typing pauses before the list is asked for. */
export const SEARCH_DEBOUNCE_MS = 300;

const methodOptions: SelectOption[] = [
  { value: ANY, label: t.anyMethod },
  ...PAYMENT_METHODS.map((method) => ({ value: method, label: texts.paymentMethods[method] })),
];
const paymentOptions: SelectOption[] = [
  { value: ANY, label: t.anyPayment },
  ...ORDER_PAYMENT_FILTERS.map((payment) => ({
    value: payment,
    label: texts.orderPaymentFilters[payment],
  })),
];

type Props = {
  params: OrderListParams;
  onChange: (change: Partial<OrderListParams>) => void;
};

/** The search box (asked for once typing pauses), payment and date filters; each applies at once. */
export function OrderFilters({ params, onChange }: Props) {
  const [search, setSearch] = useState(params.q);
  const sent = useRef(params.q);
  // The address changed by other means (Clear filters, Back): the box shows it.
  useEffect(() => {
    if (params.q !== sent.current) {
      sent.current = params.q;
      setSearch(params.q);
    }
  }, [params.q]);
  useEffect(() => {
    if (search === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = search;
      onChange({ q: search });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, onChange]);
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{t.filters}</legend>
      <div className={styles.searchField}>
        <TextField
          label={t.search}
          type="search"
          placeholder={t.searchHint}
          autoComplete="off"
          spellCheck={false}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <SelectField
        label={t.method}
        value={params.method || ANY}
        onValueChange={(value) => onChange({ method: oneOf(PAYMENT_METHODS, value) })}
        options={methodOptions}
      />
      <SelectField
        label={t.payment}
        value={params.payment || ANY}
        onValueChange={(value) => onChange({ payment: oneOf(ORDER_PAYMENT_FILTERS, value) })}
        options={paymentOptions}
      />
      <TextField
        label={t.from}
        type="date"
        value={params.from}
        max={params.to || undefined}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <TextField
        label={t.to}
        type="date"
        value={params.to}
        min={params.from || undefined}
        onChange={(event) => onChange({ to: event.target.value })}
      />
      <div className={styles.clear}>
        <Button
          disabled={!isFiltered(params)}
          onClick={() => onChange({ q: '', method: '', payment: '', from: '', to: '' })}
        >
          {t.clear}
        </Button>
      </div>
    </fieldset>
  );
}
