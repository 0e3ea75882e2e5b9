import type { SalesPeriod } from '@aurelle/contract';
import { useApiQuery } from '../../lib/use-api.ts';

/** The sales figures of the dashboard (the cash still owed). */
export function useSales() {
  return useApiQuery('sales', {});
}

/**
 * Net sales of the last `days` days against the period before, each day's, and the top products;
 * the previous period's answer shows while the next one comes.
 */
export function useNetSales(days: SalesPeriod) {
  return useApiQuery('netSales', { query: { days } }, { placeholderData: (previous) => previous });
}

/** What waits for someone: orders to ship, stock running low. */
export function useWorkQueue() {
  return useApiQuery('workQueue', {});
}
