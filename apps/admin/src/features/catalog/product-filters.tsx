import { PRODUCT_STATUSES, STOCK_FILTERS, type Group } from '@aurelle/contract';
import { useCallback } from 'react';
import { FilterBar } from '../../components/ui/filter-bar.tsx';
import { SelectField, type SelectOption } from '../../components/ui/select-field.tsx';
import styles from './catalog.module.css';
import type { ProductListParams } from './product-list-params.ts';
import { texts } from './texts.ts';

const t = texts.products;
/** A select's "no filter" (Radix Select takes no empty value). */
const ANY = '*';

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
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);
  const set = (filter: Filter) => (value: string) =>
    onChange({ [filter]: value === ANY ? '' : value });
  const filtering = Boolean(
    params.q || params.category || params.collection || params.status || params.stock,
  );
  return (
    <FilterBar
      className={styles.filters}
      search={{ label: t.search, placeholder: t.searchHint, value: params.q, onSearch }}
      filtering={filtering}
      onClear={() => onChange({ q: '', category: '', collection: '', status: '', stock: '' })}
    >
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
    </FilterBar>
  );
}
