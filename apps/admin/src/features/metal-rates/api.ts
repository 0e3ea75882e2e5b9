import { useApiMutation, useApiQuery } from '../../lib/use-api.ts';

/** The day's metal rates, their history and the guard on a change. */
export function useMetalRates() {
  return useApiQuery('metalRates', {});
}

/** What new rates would do to prices, before they are set. */
export function usePreviewMetalRates() {
  return useApiMutation('previewMetalRates');
}

/** Sets the day's rates (and reprices what follows them). */
export function useSetMetalRates() {
  return useApiMutation('setMetalRates', { invalidates: ['metalRates'] });
}

export function useSetMetalGuard() {
  return useApiMutation('setMetalGuard', { invalidates: ['metalRates'] });
}
