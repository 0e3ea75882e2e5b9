import { catalogApi } from '../features/catalog/api/catalog-api.ts';
import { shopScope } from '../features/catalog/hooks/use-shop-scope.ts';
import { listPageArgs, parseListQuery } from '../features/catalog/utils/list-query.ts';
import { contentApi } from '../features/content/api/content-api.ts';
import type { matchScreen } from './route-table.ts';
import type { AppStore } from './store.ts';

/** Asked for without a subscriber: the components that draw the answer subscribe as they mount. */
const UNSUBSCRIBED = { subscribe: false } as const;

/**
 * Asks for what the first screen draws, as soon as the URL is matched (`matchScreen`): the shell's
 * calls and the matched screen's own (home's hero, a list's products, a product). boot.tsx waits
 * for them, for a while, before the first render, so that render draws the content instead of
 * skeletons, and the screen is not rendered, committed and laid out a second time when the data
 * comes (docs/decisions/0051). The calls are the ones the components make, with the same
 * arguments: they find them in RTK Query's cache, answered or on their way. Resolves when all have
 * been answered, whichever way.
 *
 * The screen's calls go first, each in a task of its own, after `between()` (boot.tsx yields to
 * the browser): a call's dispatch, its headers and its fetch took 1 to 14 ms each, and five of
 * them in one task made the longest task of home's start (docs/performance.md, issue 19).
 */
export async function loadFirstScreenData(
  store: AppStore,
  { screen, params }: ReturnType<typeof matchScreen>,
  between: () => Promise<void>,
): Promise<unknown> {
  const content = contentApi.endpoints;
  const catalog = catalogApi.endpoints;
  const calls: PromiseLike<unknown>[] = [];
  const ask = async (call: () => PromiseLike<unknown>) => {
    await between();
    calls.push(call());
  };
  const { search } = window.location;
  const slug = params.slug;
  if (screen === 'home') {
    await ask(() => store.dispatch(content.getContentBlock.initiate('home_banners', UNSUBSCRIBED)));
    await ask(() => store.dispatch(catalog.getCategories.initiate(undefined, UNSUBSCRIBED)));
  } else if (screen === 'shop') {
    // A list names its scope once the categories are known (use-shop-scope.ts).
    await ask(async () => {
      const answer = await store.dispatch(catalog.getCategories.initiate(undefined, UNSUBSCRIBED));
      const scope = shopScope(params.category, answer.data, answer.isError);
      if (!scope.ready) return undefined;
      return store.dispatch(
        catalog.getProducts.initiate(
          listPageArgs(scope.query, parseListQuery(search)),
          UNSUBSCRIBED,
        ),
      );
    });
  } else if (screen === 'product' && slug) {
    await ask(() => store.dispatch(catalog.getProduct.initiate(slug, UNSUBSCRIBED)));
  }
  // The shell's calls after the screen's, whose answers are the larger: the site's settings and
  // the block document-meta.tsx reads on every page. The footer asks for its social links once it
  // is built, near the end of the page (app/shell/footer/footer.tsx).
  await ask(() => store.dispatch(content.getSiteSettings.initiate(undefined, UNSUBSCRIBED)));
  await ask(() => store.dispatch(content.getContentBlock.initiate('seo_setting', UNSUBSCRIBED)));
  return Promise.all(calls);
}
