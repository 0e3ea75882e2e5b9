import { describe, expect, it } from 'vitest';
import { PLAIN_LIST_VIEW } from '../catalog/catalog.calls.ts';
import { firstScreenCalls } from './first-screen.ts';
import type { QueryCall } from './query-call.ts';
import { matchRoute } from './routes.ts';

/** The calls a screen makes first, as `name path query body`, with the categories' answer given. */
async function callsOf(path: string, listView = PLAIN_LIST_VIEW, categoriesFail = false) {
  const made: string[] = [];
  await firstScreenCalls(
    matchRoute(path, 'aurelle'),
    { brand: 'aurelle', listView },
    (call: QueryCall) => {
      made.push(
        `${call.name} ${call.method} ${call.path} ${JSON.stringify(call.query ?? {})} ${JSON.stringify(call.body ?? null)}`,
      );
      if (call.name !== 'categories' || categoriesFail) return Promise.resolve(undefined);
      return Promise.resolve({ categories: [{ _id: 'c-1', slug: 'rings' }] });
    },
  );
  return made.sort();
}

const SHELL = [
  'content-block GET /setting/store-customization/seo_setting {} null',
  'site-settings GET /setting/global/all {} null',
];

describe('firstScreenCalls: the calls each screen draws first (both sides read it)', () => {
  it('home: its hero, the categories and which of them home shows, with the shell’s', async () => {
    expect(await callsOf('/')).toEqual(
      [
        'categories GET /category/show {} null',
        'content-block GET /setting/store-customization/home_banners {} null',
        'content-block GET /setting/store-customization/home_categories {} null',
        ...SHELL,
      ].sort(),
    );
  });

  it('a list: the categories, then its products by category or by collection', async () => {
    const list = (scope: string) =>
      `products POST /aurelle/products {${scope}"page":1,"limit":10} {}`;
    expect(await callsOf('/shop/rings')).toContain(list('"category":"rings",'));
    expect(await callsOf('/shop/opus')).toContain(list('"collection":"opus",'));
    expect(await callsOf('/shop')).toContain(list(''));
    // Without the categories the list is asked for by category, as the app's list does.
    expect(await callsOf('/shop/opus', PLAIN_LIST_VIEW, true)).toContain(
      list('"category":"opus",'),
    );
  });

  it('a list in a view of its own: its sort, page and filters; no products without a view', async () => {
    const view = { filters: { metal: ['gold'] }, sort: 'newest', page: 2 };
    expect(await callsOf('/shop/rings', view)).toContain(
      'products POST /aurelle/products {"category":"rings","sort":"newest","page":2,"limit":10} {"metal":["gold"]}',
    );
    const made: string[] = [];
    await firstScreenCalls(
      matchRoute('/shop/rings', 'aurelle'),
      { brand: 'aurelle', listView: undefined },
      (call) => {
        made.push(call.name);
        return Promise.resolve({ categories: [] });
      },
    );
    expect(made.sort()).toEqual(['categories', 'content-block', 'site-settings']);
  });

  it('a product: the product; the policies: the seller; any other screen: the shell’s alone', async () => {
    expect(await callsOf('/product/solitaire')).toEqual(
      ['product GET /aurelle/products/solitaire {} null', ...SHELL].sort(),
    );
    expect(await callsOf('/policies')).toEqual(
      ['seller GET /setting/seller {} null', ...SHELL].sort(),
    );
    expect(await callsOf('/faqs')).toEqual(SHELL);
    expect(await callsOf('/no/such/page')).toEqual(SHELL);
  });
});
