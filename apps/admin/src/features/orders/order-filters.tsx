import { ORDER_PAYMENT_FILTERS } from '@aurelle/contract';
import { useCallback } from 'react';
import { DateRangeFields } from '../../components/ui/date-range-fields.tsx';
import { FilterBar } from '../../components/ui/filter-bar.tsx';
import { SelectField, type SelectOption } from '../../components/ui/select-field.tsx';
import { oneOf } from '../../lib/list-params.ts';
import { isFiltered, PAYMENT_METHODS, type OrderListParams } from './order-list-params.ts';
import styles from './orders.module.css';
import { texts } from './texts.ts';

const t = texts.orders;
/** A select's "no filter" (Radix Select takes no empty value). */
const ANY = '*';

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
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);
  return (
    <FilterBar
      className={styles.filters}
      search={{ label: t.search, placeholder: t.searchHint, value: params.q, onSearch }}
      filtering={isFiltered(params)}
      onClear={() => onChange({ q: '', method: '', payment: '', from: '', to: '' })}
    >
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
      <DateRangeFields
        labels={{ from: t.from, to: t.to }}
        value={{ from: params.from, to: params.to }}
        onChange={onChange}
      />
    </FilterBar>
  );
}
