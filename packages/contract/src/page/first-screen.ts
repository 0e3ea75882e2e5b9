import type { CurrencyCode, Language } from '../constants.ts';
import {
  catalogCalls,
  listProductsCall,
  listScope,
  type ListView,
} from '../catalog/catalog.calls.ts';
import { contentCalls } from '../content/content.calls.ts';
import { sellerCalls } from '../seller/seller.calls.ts';
import type { QueryCall } from './query-call.ts';
import type { ScreenMatch } from './routes.ts';

/**
 * `<script type="application/json">` with a visitor's first-screen data: `FirstScreenData`, the
 * data library's dehydrated state of the screen's queries, answered by the API itself.
 */
export const FIRST_SCREEN_DATA_ID = 'aurelle-first-screen';

export type FirstScreenData = { lang: Language; currency: CurrencyCode; state: unknown };

/** The calls every screen's shell draws from: the site's settings and the SEO block. */
export const SHELL_CALLS = (): QueryCall[] => [
  contentCalls.settings(),
  contentCalls.block('seo_setting'),
];

type ScreenArgs = { brand: string; params: Record<string, string | undefined> };

/**
 * The calls each screen's first render draws from, beside the shell's, with their arguments. A
 * list's products come after, once the categories name its scope (`firstScreenCalls`).
 */
export const SCREEN_CALLS: Partial<
  Record<ScreenMatch['screen'], (args: ScreenArgs) => QueryCall[]>
> = {
  home: () => [
    contentCalls.block('home_banners'),
    catalogCalls.categories(),
    contentCalls.block('home_categories'),
  ],
  shop: () => [catalogCalls.categories()],
  product: ({ brand, params }) => (params.slug ? [catalogCalls.product(brand, params.slug)] : []),
  // Its contents list the seller's section when there is one: known before the first render.
  policies: () => [sellerCalls.disclosures()],
};

/**
 * Makes a screen's first calls with `fetchCall`, the screen's before the shell's, and resolves
 * when all are answered: the web's queries before its first render, the server's own API for the
 * page. A list's products are asked for once the categories are known, in `listView`; without a
 * view (a page the server does not prepare) they are left out.
 */
export async function firstScreenCalls(
  { screen, params }: ScreenMatch,
  { brand, listView }: { brand: string; listView: ListView | undefined },
  fetchCall: (call: QueryCall) => Promise<unknown>,
): Promise<void> {
  const calls = (SCREEN_CALLS[screen]?.({ brand, params }) ?? []).map(async (call) => {
    const data = await fetchCall(call);
    if (screen !== 'shop' || call.name !== 'categories' || !listView) return;
    const categories = (data as { categories?: { slug?: string; _id: string }[] } | undefined)
      ?.categories;
    // Without the categories (a failed call) a list is asked for by category, as the app's list does.
    const scope = listScope(params.category, categories) ?? { category: params.category };
    await fetchCall(listProductsCall(brand, scope, listView));
  });
  await Promise.all([...calls, ...SHELL_CALLS().map(fetchCall)]);
}
