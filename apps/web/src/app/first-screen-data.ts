import { catalogApi } from '../features/catalog/api/catalog-api.ts';
import { shopScope } from '../features/catalog/hooks/use-shop-scope.ts';
import { listPageArgs, parseListQuery } from '../features/catalog/utils/list-query.ts';
import { contentApi } from '../features/content/api/content-api.ts';
import type { RouteHandle } from './route-table.ts';
import type { AppRouter } from './router.tsx';
import type { AppStore } from './store.ts';

/** The content blocks the shell reads on every page (document-meta.tsx, social-links.tsx). */
const SHELL_BLOCKS = ['seo_setting', 'socialMedia'] as const;

/** Asked for without a subscriber: the components that draw the answer subscribe as they mount. */
const UNSUBSCRIBED = { subscribe: false } as const;

/**
 * Asks for what the first screen draws, as soon as the router has matched the URL: the shell's
 * calls and the matched screen's own (home's hero, a list's products, a product). boot.tsx waits
 * for them, for a while, before the first render, so that render draws the content instead of
 * skeletons, and the screen is not rendered, committed and laid out a second time when the data
 * comes (docs/decisions/0051). The calls are the ones the components make, with the same
 * arguments: they find them in RTK Query's cache, answered or on their way. Resolves when all have
 * been answered, whichever way.
 *
 * The screen's calls go first. Each call is asked for after `between()` (boot.tsx yields to the
 * browser): a call's dispatch, its headers and its fetch took 1 to 14 ms each, and five of them in
 * one task made the longest task of home's start (docs/performance.md, issue 19).
 */
export async function loadFirstScreenData(
  store: AppStore,
  router: AppRouter,
  between: () => Promise<void> = () => Promise.resolve(),
): Promise<unknown> {
  const content = contentApi.endpoints;
  const catalog = catalogApi.endpoints;
  const calls: PromiseLike<unknown>[] = [];
  const ask = async (call: () => PromiseLike<unknown>) => {
    if (calls.length) await between();
    calls.push(call());
  };
  const match = router.state.matches.at(-1);
  const screen = (match?.route.handle as RouteHandle | undefined)?.screen;
  const { search } = router.state.location;
  if (screen === 'home') {
    await ask(() => store.dispatch(content.getContentBlock.initiate('home_banners', UNSUBSCRIBED)));
    await ask(() => store.dispatch(catalog.getCategories.initiate(undefined, UNSUBSCRIBED)));
  } else if (screen === 'shop') {
    // A list names its scope once the categories are known (use-shop-scope.ts).
    await ask(async () => {
      const answer = await store.dispatch(catalog.getCategories.initiate(undefined, UNSUBSCRIBED));
      const scope = shopScope(match?.params.category, answer.data, answer.isError);
      if (!scope.ready) return undefined;
      await between();
      return store.dispatch(
        catalog.getProducts.initiate(
          listPageArgs(scope.query, parseListQuery(search)),
          UNSUBSCRIBED,
        ),
      );
    });
  } else if (screen === 'product' && match?.params.slug) {
    const { slug } = match.params;
    await ask(() => store.dispatch(catalog.getProduct.initiate(slug, UNSUBSCRIBED)));
  }
  // The shell's calls after the screen's, whose answers are the larger.
  await ask(() => store.dispatch(content.getSiteSettings.initiate(undefined, UNSUBSCRIBED)));
  for (const name of SHELL_BLOCKS) {
    await ask(() => store.dispatch(content.getContentBlock.initiate(name, UNSUBSCRIBED)));
  }
  return Promise.all(calls);
}
