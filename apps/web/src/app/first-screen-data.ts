import { firstScreenCalls, type ScreenMatch } from '@aurelle/contract';
import type { QueryClient } from '@tanstack/react-query';
import { env } from '../config/env.ts';
import { parseListQuery } from '../features/catalog/utils/list-query.ts';
import { apiQuery } from '../lib/query-client.ts';

/**
 * Asks for what the first screen draws as soon as the URL is matched: the calls of the contract's
 * first-screen table (the server makes the same ones for the page), with the same arguments as
 * the components, so they find their data in the query client. boot.tsx waits for them, for a
 * while, before the first render, so that render draws the content instead of skeletons
 * (docs/decisions/0049 §3). For a visitor the page's data was hydrated already: no request goes out.
 * Resolves when all have been answered, whichever way.
 */
export function loadFirstScreenData(client: QueryClient, match: ScreenMatch): Promise<void> {
  return firstScreenCalls(
    match,
    { brand: env.brandSlug, listView: parseListQuery(window.location.search) },
    async (call) => {
      const query = apiQuery(call);
      await client.prefetchQuery(query);
      return client.getQueryData(query.queryKey);
    },
  );
}
