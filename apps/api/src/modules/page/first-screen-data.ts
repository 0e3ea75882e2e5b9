import type { FastifyInstance } from 'fastify';
import { dehydrate, QueryClient } from '@tanstack/query-core';
import {
  CONTENT_PREVIEW_HEADER,
  CONTENT_PREVIEW_PARAM,
  FIRST_SCREEN_DATA_ID,
  firstScreenCalls,
  queryKeyOf,
  type FirstScreenData,
  type ListView,
  type QueryCall,
  type ScreenMatch,
} from '@aurelle/contract';
import type { Locale } from '../../lib/locale.ts';
import type { PageData } from '../seo/seo.service.ts';

/** A call the API answered with another status than 200. */
class RefusedCall extends Error {
  constructor(
    path: string,
    readonly statusCode: number,
  ) {
    super(`${path} answered ${statusCode}`);
  }
}

/** A page address's preview token (`?preview=`), if it carries one. */
export function previewParam(url: string): string | undefined {
  const query = url.indexOf('?');
  if (query < 0) return undefined;
  return new URLSearchParams(url.slice(query + 1)).get(CONTENT_PREVIEW_PARAM) ?? undefined;
}

/** One page's queries: its head and its first-screen data read the same answers. */
export type PageQueries = {
  data: PageData;
  /**
   * The `<script>` with a visitor's first-screen data for a page showing `match`'s screen, its
   * list (if any) in `listView`.
   */
  script(match: ScreenMatch, listView: ListView | undefined): Promise<string>;
};

/**
 * A page's queries (docs/decisions/0049 §2): each call is answered by this server's own API, as a
 * visitor's app would have it (`app.inject`: the same handlers, locale and response cache), and
 * made once for the page however often it is asked for. The page's head reads them (`data`),
 * and the queries the app's first screen makes (contract `firstScreenCalls`, the table both sides
 * read) are written into the page as the web's data library takes them, its dehydrated state
 * (`script`). The app hydrates them and asks for anything else.
 */
export function createPageQueries(
  app: FastifyInstance,
  { apiKey, brand }: { apiKey: string; brand: string },
) {
  /** The API's answer to one call, as a visitor's app would have had it; throws unless 200. */
  async function answer(call: QueryCall, locale: Locale, preview?: string): Promise<unknown> {
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
        ...(preview ? { [CONTENT_PREVIEW_HEADER]: preview } : {}),
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
    });
    if (response.statusCode !== 200) throw new RefusedCall(call.path, response.statusCode);
    return response.json();
  }

  /**
   * The queries of one page, drawn in `locale`; with a staff preview's valid token, the content
   * as its draft would publish it.
   */
  return function pageQueries(locale: Locale, preview?: string): PageQueries {
    const answers = new Map<string, Promise<unknown>>();
    function made(call: QueryCall): Promise<unknown> {
      const key = JSON.stringify(queryKeyOf(call));
      let answered = answers.get(key);
      if (!answered) {
        answered = answer(call, locale, preview);
        answers.set(key, answered);
      }
      return answered;
    }

    return {
      async data<T>(call: QueryCall): Promise<T | undefined> {
        try {
          // The route's response schema made it: the contract's type for the call.
          return (await made(call)) as T;
        } catch (error) {
          if (error instanceof RefusedCall && error.statusCode === 404) return undefined;
          throw error;
        }
      },

      async script(match, listView) {
        // A client of its own: only the first screen's queries are written, refused ones not.
        const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
        await firstScreenCalls(match, { brand, listView }, async (call) => {
          await client.prefetchQuery({ queryKey: queryKeyOf(call), queryFn: () => made(call) });
          return client.getQueryData(queryKeyOf(call));
        });
        const data: FirstScreenData = { ...locale, state: dehydrate(client) };
        client.clear();
        // The API's JSON; `<` can only be inside its strings.
        const json = JSON.stringify(data).replaceAll('<', '\\u003c');
        return `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${json}</script>`;
      },
    };
  };
}
