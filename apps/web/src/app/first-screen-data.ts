import { categoriesRead, productRead, productsRead } from '../features/catalog/api/catalog-api.ts';
import { shopScope } from '../features/catalog/hooks/use-shop-scope.ts';
import { listPageArgs, parseListQuery } from '../features/catalog/utils/list-query.ts';
import { contentBlockRead, siteSettingsRead } from '../features/content/api/content-api.ts';
import { fetchRead } from '../lib/reads.ts';
import type { matchScreen } from './route-table.ts';

/**
 * Asks for what the first screen draws, as soon as the URL is matched (`matchScreen`): the shell's
 * calls and the matched screen's own (home's hero, a list's products, a product). boot.tsx waits
 * for them, for a while, before the first render, so that render draws the content instead of
 * skeletons, and the screen is not rendered, committed and laid out a second time when the data
 * comes (docs/decisions/0051). The calls are the ones the components make, with the same
 * arguments: they find them in the reads' cache (lib/reads.ts), answered or on their way. Resolves
 * when all have been answered, whichever way. For a visitor the server has answered these calls
 * in the page (its first-screen-answers.ts makes the same ones, decision 0064): they are taken
 * from there, with no request.
 *
 * The screen's calls go first, each in a task of its own, after `between()` (boot.tsx yields to
 * the browser): a call's headers and its fetch took 1 to 14 ms each, and five of them in one task
 * made the longest task of home's start (docs/performance.md, issue 19).
 */
export async function loadFirstScreenData(
  { screen, params }: ReturnType<typeof matchScreen>,
  between: () => Promise<void>,
): Promise<unknown> {
  const calls: PromiseLike<unknown>[] = [];
  const ask = async (call: () => PromiseLike<unknown>) => {
    await between();
    calls.push(call());
  };
  const { search } = window.location;
  const slug = params.slug;
  if (screen === 'home') {
    await ask(() => fetchRead(contentBlockRead, 'home_banners'));
    await ask(() => fetchRead(categoriesRead, undefined));
  } else if (screen === 'shop') {
    // A list names its scope once the categories are known (use-shop-scope.ts).
    await ask(async () => {
      const answer = await fetchRead(categoriesRead, undefined);
      const scope = shopScope(params.category, answer.data, !!answer.error);
      if (!scope.ready) return undefined;
      return fetchRead(productsRead, listPageArgs(scope.query, parseListQuery(search)));
    });
  } else if (screen === 'product' && slug) {
    await ask(() => fetchRead(productRead, slug));
  }
  // The shell's calls after the screen's, whose answers are the larger: the site's settings and
  // the block document-meta.tsx reads on every page. The footer asks for its social links once it
  // is built, near the end of the page (app/shell/footer/footer.tsx).
  await ask(() => fetchRead(siteSettingsRead, undefined));
  await ask(() => fetchRead(contentBlockRead, 'seo_setting'));
  return Promise.all(calls);
}
