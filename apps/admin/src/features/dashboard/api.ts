import { useApiQuery } from '../../lib/use-api.ts';

/** The sales figures of the dashboard. */
export function useSales() {
  return useApiQuery('sales', {});
}

/** What waits for someone: orders to ship, stock running low. */
export function useWorkQueue() {
  return useApiQuery('workQueue', {});
}
