import type { SellerDisclosures } from '@aurelle/contract';
import { http, HttpResponse } from 'msw';
import { server } from './server.ts';

/**
 * Answers the seller's disclosures with `data` (null: the shop has none) for the rest of the test;
 * `count` says how many times they were asked for.
 */
export function answerSellerDisclosures(data: SellerDisclosures | null) {
  const requests = { count: 0 };
  server.use(
    http.get('*/api/setting/seller', () => {
      requests.count += 1;
      return HttpResponse.json({ data });
    }),
  );
  return requests;
}
