import { ButtonLink } from '../../components/ui/button.tsx';
import { Page } from '../../components/ui/page.tsx';
import { PagedList } from '../../components/ui/paged-list.tsx';
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
import { useListParams } from '../../lib/use-list-params.ts';

const t = texts.products;

/** Pages and sorts stay in the history; typing and filtering replace the entry. */
const pageOrSortChange = (next: Partial<ProductListParams>) =>
  next.after !== undefined || next.sort !== undefined;

/** Every product, filtered and sorted as the address says, a page at a time. */
export function ProductsScreen() {
  const session = useStaffSession();
  const [params, change] = useListParams(readListParams, writeListParams, pageOrSortChange);
  const list = useProductList(params);
  const categories = useGroups('categories');
  const collections = useGroups('collections');
  // The export takes the list's filters and order, every page.
  const exportFilters = filtersQueryOf(params);
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
      <PagedList
        list={list}
        params={params}
        onChange={change}
        empty={filtering ? t.empty : t.emptyAll}
        status={(data) =>
          t.shown(
            formatCount((params.page - 1) * PRODUCT_PAGE_SIZE + 1),
            formatCount((params.page - 1) * PRODUCT_PAGE_SIZE + data.items.length),
            t.total(formatCount(data.total)),
          )
        }
      >
        {(items, stale) => (
          <ProductTable
            items={items}
            sort={params.sort}
            order={params.order}
            onSort={(sort, order) => change({ sort, order })}
            stale={stale}
          />
        )}
      </PagedList>
    </Page>
  );
}
