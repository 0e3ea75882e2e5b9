import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Page } from '../../components/ui/page.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { TableSkeleton } from '../../components/ui/table.tsx';
import { paths } from '../../config/paths.ts';
import { useGroups, useProductList } from '../../features/catalog/api.ts';
import { ProductFilters } from '../../features/catalog/product-filters.tsx';
import { ExportCsvButton } from '../../features/catalog-csv/export-csv-button.tsx';
import { texts as csvTexts } from '../../features/catalog-csv/texts.ts';
import {
  filtersQueryOf,
  PRODUCT_PAGE_SIZE,
  readListParams,
  writeListParams,
  type ProductListParams,
} from '../../features/catalog/product-list-params.ts';
import { ProductTable } from '../../features/catalog/product-table.tsx';
import { texts } from '../../features/catalog/texts.ts';
import { formatCount } from '../../lib/format.ts';
import { can, useStaffSession } from '../../lib/session.ts';

const t = texts.products;

/** Every product, filtered and sorted as the address says, a page at a time. */
export function ProductsScreen() {
  const session = useStaffSession();
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const list = useProductList(params);
  const categories = useGroups('categories');
  const collections = useGroups('collections');
  const change = useCallback(
    (next: Partial<ProductListParams>) =>
      setSearch(
        (current) => writeListParams({ ...readListParams(current), after: '', page: 1, ...next }),
        // Typing and filtering replace the entry; pages and sorts stay in the history.
        { replace: next.after === undefined && next.sort === undefined },
      ),
    [setSearch],
  );
  // The export takes the list's filters and order, every page.
  const exportFilters = filtersQueryOf(params);

  const data = list.data;
  const next = data?.next;
  const filtering = Boolean(
    params.q || params.category || params.collection || params.status || params.stock,
  );
  return (
    <Page
      title={t.title}
      actions={
        <>
          <ExportCsvButton filters={exportFilters} />
          {can(session, 'catalog:write') && (
            <>
              <ButtonLink to={paths.productImport} variant="secondary">
                {csvTexts.catalogCsv.importLink}
              </ButtonLink>
              <ButtonLink to={paths.newProduct} variant="primary">
                {t.newProduct}
              </ButtonLink>
            </>
          )}
        </>
      }
    >
      <ProductFilters
        params={params}
        onChange={change}
        categories={categories.data?.items}
        collections={collections.data?.items}
      />
      {list.isError && <Alert>{list.error.message}</Alert>}
      {list.isPending && <TableSkeleton rows={8} />}
      {data && data.items.length === 0 && (
        <div className={tableStyles.empty}>{filtering ? t.empty : t.emptyAll}</div>
      )}
      {data && data.items.length > 0 && (
        <>
          <ProductTable
            items={data.items}
            sort={params.sort}
            order={params.order}
            onSort={(sort, order) => change({ sort, order })}
            stale={list.isPlaceholderData}
          />
          <Pager
            status={t.shown(
              formatCount((params.page - 1) * PRODUCT_PAGE_SIZE + 1),
              formatCount((params.page - 1) * PRODUCT_PAGE_SIZE + data.items.length),
              t.total(formatCount(data.total)),
            )}
            onFirst={params.after ? () => change({ after: '', page: 1 }) : undefined}
            onNext={next ? () => change({ after: next, page: params.page + 1 }) : undefined}
            pending={list.isPlaceholderData}
          />
        </>
      )}
    </Page>
  );
}
