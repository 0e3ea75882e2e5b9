import type { ProductExportQuery, ProductImportReport } from '@aurelle/contract';
import { useEffect } from 'react';
import { hrefOf, type EndpointName } from '../../lib/api.ts';
import { useApiMutation, useApiQuery, useRefresh } from '../../lib/use-api.ts';

/** How often a confirmed import is asked about while its job applies it. */
const APPLYING_REFRESH_MS = 1000;

/** What an applied import changes: the product list, low stock, the dashboard's queue. */
const IMPORT_CHANGES: readonly EndpointName[] = ['listProducts', 'lowStock', 'workQueue'];

/** Sends a CSV file's text for a dry run; answers its report. */
export function useImportProducts() {
  return useApiMutation('importProducts');
}

/** Confirms a checked import: a job then applies it, all rows or none. */
export function useConfirmProductImport() {
  return useApiMutation('confirmProductImport');
}

/**
 * The import's report as it now stands: once confirmed, asked for every second while its job
 * applies it (with the error of that asking, if any). Once applied, what it changed is asked for
 * again.
 */
export function useImportProgress(checked: ProductImportReport | null) {
  const progress = useApiQuery(
    'getProductImport',
    { params: { id: checked?.importId ?? '' } },
    {
      enabled: checked?.status === 'applying',
      refetchInterval: (query) =>
        query.state.data?.status === 'applying' ? APPLYING_REFRESH_MS : false,
    },
  );
  const report = checked?.status === 'applying' ? (progress.data ?? checked) : checked;
  const refresh = useRefresh(IMPORT_CHANGES);
  useEffect(() => {
    if (report?.status === 'applied') void refresh();
  }, [report?.status, refresh]);
  return { report, error: progress.isError ? progress.error : null };
}

/** The address that downloads the products a list shows, with its filters and sort. */
export function exportProductsHref(filters: ProductExportQuery): string {
  return hrefOf('exportProducts', { query: filters });
}
