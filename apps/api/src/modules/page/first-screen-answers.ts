import type { FastifyInstance } from 'fastify';
import {
  ANSWERS_ELEMENT_ID,
  answerKey,
  buildPath,
  catalogPaths,
  contentPaths,
  PAGE_SIZE,
  type ApiCall,
} from '@aurelle/contract';
import type { CacheNamespace } from '../../lib/cache.ts';
import { pageSegments } from '../../lib/page-path.ts';
import type { View } from '../../lib/view.ts';
import { hasViewQuery } from './page-preferences.ts';

type Answer = { call: ApiCall; status: number; payload: string };

const block = (name: string): ApiCall => ({
  method: 'GET',
  path: contentPaths.block.replace(':blockName', encodeURIComponent(name)),
});

/** The calls every screen's shell makes first: the site's settings and the SEO block. */
const SHELL_CALLS: ApiCall[] = [
  { method: 'GET', path: contentPaths.settings },
  block('seo_setting'),
];
const CATEGORIES: ApiCall = { method: 'GET', path: catalogPaths.categories };

/** A category's slug or id, as the app's shop scope finds it in the categories' answer. */
function isCategory(categories: Answer, param: string): boolean {
  if (categories.status !== 200) return false;
  const { categories: list } = JSON.parse(categories.payload) as {
    categories?: { slug?: string; _id?: string }[];
  };
  return !!list?.some((category) => category.slug === param || category._id === param);
}

/**
 * A visitor's first screen answered from the page (docs/decisions/0064): the calls the app's first
 * screen makes before it draws (web `app/first-screen-data.ts`, with the arguments its components
 * pass), made through this server's own API, so each answer is the one the app would have had.
 * Written into the page as `ANSWERS_ELEMENT_ID`'s JSON; the app takes them from there
 * (web `lib/reads.ts`) when it would call without a token, and calls for anything else.
 *
 * A list's products only for its plain view (no filter, sort or later page in the URL), as the
 * first paint; a search or any other screen only the shell's.
 */
export function createFirstScreenAnswers(
  app: FastifyInstance,
  { apiKey, brand, cache }: { apiKey: string; brand: string; cache: CacheNamespace },
) {
  async function answer(call: ApiCall, view: View): Promise<Answer> {
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
        'accept-language': view.lang,
        'x-currency': view.currency,
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
    });
    const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
    return { call, status: json ? response.statusCode : 0, payload: response.payload };
  }

  async function screenAnswers(screen: Screen, view: View): Promise<Answer[]> {
    if (screen.kind === 'home') {
      return Promise.all([block('home_banners'), CATEGORIES].map((call) => answer(call, view)));
    }
    if (screen.kind === 'product') {
      const path = buildPath(catalogPaths.product, { brand, id: screen.slug });
      return [await answer({ method: 'GET', path }, view)];
    }
    if (screen.kind !== 'list') return [];
    const categories = await answer(CATEGORIES, view);
    if (screen.filtered) return [categories];
    const { param } = screen;
    const scope =
      param === undefined
        ? {}
        : isCategory(categories, param)
          ? { category: param }
          : { collection: param };
    const products: ApiCall = {
      method: 'POST',
      path: buildPath(catalogPaths.products, { brand }),
      query: { ...scope, page: 1, limit: PAGE_SIZE },
      body: {},
    };
    return [categories, await answer(products, view)];
  }

  async function script(screen: Screen, view: View): Promise<string> {
    const answers = await Promise.all([
      screenAnswers(screen, view),
      Promise.all(SHELL_CALLS.map((call) => answer(call, view))),
    ]);
    const entries = answers
      .flat()
      .filter(({ status }) => status === 200)
      // The payload is the API's JSON as sent; `<` can only be inside its strings.
      .map(({ call, payload }) => `[${JSON.stringify(answerKey(call, view))},${payload}]`);
    const json = `[${entries.join(',')}]`.replaceAll('<', '\\u003c');
    return `<script type="application/json" id="${ANSWERS_ELEMENT_ID}">${json}</script>`;
  }

  /**
   * The `<script>` with the answers a visitor's first screen of `url` asks for, in the view it is
   * drawn in; calls the API did not answer with 200 are left for the app to make. Kept until the
   * catalogue or stock moves, as the API keeps its own answers (`cache`: lib/cache.ts `pages`).
   */
  return function firstScreenAnswers(path: string, url: string, view: View): Promise<string> {
    const screen = screenOf(path, url);
    const key = `${view.lang}|${view.currency}|${JSON.stringify(screen)}`;
    if (key.length > MAX_CACHED_KEY) return script(screen, view);
    return cache.get(key, () => script(screen, view));
  };
}

/** What a page's answers depend on: its screen, and for a list whether it is the plain view. */
type Screen =
  | { kind: 'home' }
  | { kind: 'product'; slug: string }
  | { kind: 'list'; param?: string; filtered: boolean }
  | { kind: 'other' };

/** The app's routes as far as its first screen's calls go (web `app/route-table.ts`). */
function screenOf(path: string, url: string): Screen {
  const [first, second, ...rest] = pageSegments(path);
  if (!first) return { kind: 'home' };
  if (first === 'product' && second && rest.length === 0) return { kind: 'product', slug: second };
  if (first !== 'shop' || rest.length > 0) return { kind: 'other' };
  return { kind: 'list', param: second, filtered: hasViewQuery(url) };
}

/** Junk paths are answered, not cached. */
const MAX_CACHED_KEY = 200;

export type FirstScreenAnswers = ReturnType<typeof createFirstScreenAnswers>;
