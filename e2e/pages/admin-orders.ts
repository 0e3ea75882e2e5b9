import type { Page } from '@playwright/test';

/** The header every back-office call that changes something carries (with a same-origin Origin). */
const adminHeaders = { 'x-admin-request': '1' };

/**
 * The order's first line packed with `huids` through the back office's API, as the signed-in
 * page's pack dialog sends it: the line's id, and the answer's status and field errors.
 */
export async function packFirstLineViaApi(
  page: Page,
  baseURL: string | undefined,
  orderId: string,
  huids: readonly string[],
) {
  const shown = await page.request.get(`/api/admin/orders/${orderId}`, { headers: adminHeaders });
  const lineId = ((await shown.json()) as { lines: { id: string }[] }).lines[0]?.id ?? '';
  const res = await page.request.post(`/api/admin/orders/${orderId}/pack`, {
    headers: { ...adminHeaders, origin: baseURL ?? '' },
    data: { pieces: [{ lineId, huids }] },
  });
  const { errors } = (await res.json()) as { errors?: Record<string, string> };
  return { lineId, status: res.status(), errors };
}
