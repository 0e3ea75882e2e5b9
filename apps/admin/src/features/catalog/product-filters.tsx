import { PRODUCT_STATUSES, STOCK_FILTERS, type Group } from '@aurelle/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, type SelectOption } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { texts } from '../../texts.ts';
import styles from './catalog.module.css';
import type { ProductListParams } from './product-list-params.ts';

const t = texts.products;
/** A select's "no filter" (Radix Select takes no empty value). */
const ANY = '*';
/** How long typing pauses before the list is asked for. */
export const SEARCH_DEBOUNCE_MS = 300;

type Filter = 'category' | 'collection' | 'status' | 'stock';

const statusOptions: SelectOption[] = [
  { value: ANY, label: t.anyStatus },
  ...PRODUCT_STATUSES.map((status) => ({ value: status, label: texts.productStatuses[status] })),
];
const stockOptions: SelectOption[] = [
  { value: ANY, label: t.anyStock },
  ...STOCK_FILTERS.map((stock) => ({ value: stock, label: t.stockFilters[stock] })),
];
const groupOptions = (any: string, groups: readonly Group[] = []): SelectOption[] => [
  { value: ANY, label: any },
  ...groups.map((group) => ({ value: group.id, label: group.name.en })),
];

type Props = {
  params: ProductListParams;
  onChange: (change: Partial<ProductListParams>) => void;
  categories?: readonly Group[];
  collections?: readonly Group[];
};

/** The search box (asked for once typing pauses) and the four filters; each applies at once. */
export function ProductFilters({ params, onChange, categories, collections }: Props) {
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
  const set = (filter: Filter) => (value: string) =>
    onChange({ [filter]: value === ANY ? '' : value });
  const filtering = Boolean(
    params.q || params.category || params.collection || params.status || params.stock,
  );
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
        label={t.category}
        value={params.category || ANY}
        onValueChange={set('category')}
        options={groupOptions(t.anyCategory, categories)}
      />
      <SelectField
        label={t.collection}
        value={params.collection || ANY}
        onValueChange={set('collection')}
        options={groupOptions(t.anyCollection, collections)}
      />
      <SelectField
        label={t.status}
        value={params.status || ANY}
        onValueChange={set('status')}
        options={statusOptions}
      />
      <SelectField
        label={t.stock}
        value={params.stock || ANY}
        onValueChange={set('stock')}
        options={stockOptions}
      />
      <div className={styles.clear}>
        <Button
          disabled={!filtering}
          onClick={() => onChange({ q: '', category: '', collection: '', status: '', stock: '' })}
        >
          {t.clear}
        </Button>
      </div>
    </fieldset>
  );
}
