import type { FastifyInstance } from 'fastify';
import { dehydrate, QueryClient } from '@tanstack/query-core';
import {
  FIRST_SCREEN_DATA_ID,
  firstScreenCalls,
  PLAIN_LIST_VIEW,
  queryKeyOf,
  type FirstScreenData,
  type QueryCall,
  type ScreenMatch,
} from '@aurelle/contract';
import type { Locale } from '../../lib/locale.ts';
import { hasViewQuery } from './page-preferences.ts';

/**
 * A visitor's first-screen data, written into the page (docs/decisions/0049 §2): the queries the
 * app's first screen makes (contract `firstScreenCalls`, the table both sides read), answered by
 * this server's own API and handed over as the web's data library takes them, its dehydrated
 * state. The app hydrates them and asks for anything else. A list's products only for its plain
 * view (no filter, sort or later page in the URL), as the first paint.
 */
export function createFirstScreenData(
  app: FastifyInstance,
  { apiKey, brand }: { apiKey: string; brand: string },
) {
  /** The API's answer to one call, as a visitor's app would have had it; throws unless 200. */
  async function answer(call: QueryCall, locale: Locale): Promise<unknown> {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) query.set(name, String(value));
    }
    const search = query.size ? `?${query}` : '';
    const response = await app.inject({
      method: call.method,
      url: `/api${call.path}${search}`,
      headers: {
        'x-api-key': apiKey,
        'accept-language': locale.lang,
        'x-currency': locale.currency,
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
    });
    if (response.statusCode !== 200)
      throw new Error(`${call.path} answered ${response.statusCode}`);
    return response.json();
  }

  async function script(match: ScreenMatch, plainView: boolean, locale: Locale): Promise<string> {
    // A client of its own per page: only this page's queries are dehydrated, failed ones not.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await firstScreenCalls(
      match,
      { brand, listView: plainView ? PLAIN_LIST_VIEW : undefined },
      async (call) => {
        await client.prefetchQuery({
          queryKey: queryKeyOf(call),
          queryFn: () => answer(call, locale),
        });
        return client.getQueryData(queryKeyOf(call));
      },
    );
    const data: FirstScreenData = { ...locale, state: dehydrate(client) };
    client.clear();
    // The API's JSON; `<` can only be inside its strings.
    const json = JSON.stringify(data).replaceAll('<', '\\u003c');
    return `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${json}</script>`;
  }

  /**
   * The `<script>` with a visitor's first-screen data for `url`, whose path shows `match`'s
   * screen, in the locale it is drawn in. Each call is answered by the API's response cache, as
   * the visitor's own app would be.
   */
  return function firstScreenData(
    match: ScreenMatch,
    url: string,
    locale: Locale,
  ): Promise<string> {
    return script(match, !hasViewQuery(url), locale);
  };
}

export type FirstScreenScript = ReturnType<typeof createFirstScreenData>;
