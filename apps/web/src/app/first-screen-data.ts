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
 */
export function loadFirstScreenData(store: AppStore, router: AppRouter): Promise<unknown> {
  const content = contentApi.endpoints;
  const catalog = catalogApi.endpoints;
  const calls: PromiseLike<unknown>[] = [
    store.dispatch(content.getSiteSettings.initiate(undefined, UNSUBSCRIBED)),
    ...SHELL_BLOCKS.map((name) =>
      store.dispatch(content.getContentBlock.initiate(name, UNSUBSCRIBED)),
    ),
  ];
  const match = router.state.matches.at(-1);
  const screen = (match?.route.handle as RouteHandle | undefined)?.screen;
  const { search } = router.state.location;
  if (screen === 'home') {
    calls.push(store.dispatch(content.getContentBlock.initiate('home_banners', UNSUBSCRIBED)));
    calls.push(store.dispatch(catalog.getCategories.initiate(undefined, UNSUBSCRIBED)));
  } else if (screen === 'shop') {
    // A list names its scope once the categories are known (use-shop-scope.ts).
    const categories = store.dispatch(catalog.getCategories.initiate(undefined, UNSUBSCRIBED));
    calls.push(
      Promise.resolve(categories).then((answer) => {
        const scope = shopScope(match?.params.category, answer.data, answer.isError);
        if (!scope.ready) return undefined;
        return store.dispatch(
          catalog.getProducts.initiate(
            listPageArgs(scope.query, parseListQuery(search)),
            UNSUBSCRIBED,
          ),
        );
      }),
    );
  } else if (screen === 'product' && match?.params.slug) {
    calls.push(store.dispatch(catalog.getProduct.initiate(match.params.slug, UNSUBSCRIBED)));
  }
  return Promise.all(calls);
}
