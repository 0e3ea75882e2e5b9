import type { SalesPeriod } from '@aurelle/contract';
import { useApiQuery } from '../../lib/use-api.ts';

/** How many of the newest orders the dashboard lists. */
const RECENT_ORDERS = 5;

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

/** The few products lowest in stock, sold-out ones first. */
export function useLowStock() {
  return useApiQuery('lowStock', {});
}

/** The newest orders. */
export function useRecentOrders() {
  return useApiQuery('orders', { query: { limit: RECENT_ORDERS } });
}
