import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FIRST_SCREEN_DATA_ID,
  productJsonLd,
  queryKeyOf,
  siteLinks,
  type CurrencyCode,
  type FirstScreenData,
  type Language,
  type ProductDetailResponse,
  type QueryCall,
} from '@aurelle/contract';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bumpCacheVersion } from '../../lib/cache-versions.ts';
import { tempDirs } from '../../../test/temp-dirs.ts';
import { correctByHand, createContentBlock, setSiteSettings } from '../../../test/factories.ts';
import { BUILT_INDEX_HTML, createShopForPages } from '../../../test/page-factories.ts';

let t: TestApp;
let productSlug: string;
let plainBandId: string;
let ringsId: string;
const staticDirs = tempDirs('aurelle-page-');

/** The UI strings the build leaves in locales/{lng}.json, as far as these pages use them. */
const EN_STRINGS = {
  nav: { shop: 'Shop </script>' },
  notFound: { metaTitle: 'Page not found' },
  catalog: {
    eyebrow: 'The collection',
    allTitle: 'All jewellery',
    count_one: '{{count}} piece',
    count_other: '{{count}} pieces',
  },
  filters: { open: 'Filters' },
  sort: {
    label: 'Sort by',
    featured: 'Featured',
    newest: 'Newest',
    'price-asc': 'Price: low to high',
    'price-desc': 'Price: high to low',
  },
};
const FR_STRINGS = {
  nav: { shop: 'Boutique' },
  notFound: { metaTitle: 'Page introuvable' },
  catalog: {
    eyebrow: 'La collection',
    count_one: '{{count}} pièce',
    count_other: '{{count}} pièces',
  },
  filters: { open: 'Filtres' },
  sort: { label: 'Trier par', featured: 'Sélection' },
};

/** The built stylesheet: rules a list's first paint uses, and rules it does not. */
const STYLESHEET = [
  'body{color:#1c1b1a}',
  '._card_c{display:grid}',
  '._card_c:not(.unused_n)>img{width:100%}',
  '.unused_x{color:red}',
  '@media (min-width:48em){._grid_g{gap:2rem}.unused_y{margin:0}}',
  '@media print{.unused_z{display:none}}',
  '@font-face{font-family:"A {b}";src:url(/assets/manrope-cccc3333.woff2)}',
  '@font-face{font-family:B;src:url(/assets/cormorant-garamond-300-dddd4444.woff2)}',
].join('');

/** The same stylesheet without its faces, as the build writes it beside the whole one. */
const STYLESHEET_RULES = STYLESHEET.replace(/@font-face\{[^}]*\}/g, '');

/** What the web build tells the server about its pages (PageManifest in the contract). */
const MANIFEST = {
  app: ['/assets/app-def.js'],
  routes: [
    { path: '', files: ['/assets/home-123.js'] },
    { path: 'shop', files: ['/assets/shop-789.js'] },
    { path: 'shop/:category', files: ['/assets/shop-789.js'] },
    { path: 'product/:slug', files: ['/assets/product-456.js', '/assets/schemas-ghi.js'] },
    { path: 'search/:searchText', files: ['/assets/search-012.js'] },
    { path: '{brand}-labs', files: ['/assets/labs-345.js'] },
    { path: '*', files: ['/assets/not-found-678.js'] },
  ],
  stylesheet: '/assets/style-1a2.css',
  stylesheetRules: '/assets/style-rules-3b4.css',
  fonts: {
    preloaded: [
      '/assets/cormorant-garamond-400-aaaa1111.woff2',
      '/assets/cormorant-garamond-500-bbbb2222.woff2',
      '/assets/manrope-cccc3333.woff2',
    ],
    firstPaint: {
      home: [
        '/assets/cormorant-garamond-400-aaaa1111.woff2',
        '/assets/cormorant-garamond-500-bbbb2222.woff2',
        '/assets/manrope-cccc3333.woff2',
      ],
      list: ['/assets/cormorant-garamond-500-bbbb2222.woff2', '/assets/manrope-cccc3333.woff2'],
      product: ['/assets/cormorant-garamond-400-aaaa1111.woff2', '/assets/manrope-cccc3333.woff2'],
    },
  },
  firstPaintModule: 'server/first-paint.js',
};

/**
 * Stands in for the web build's server render (apps/web/src/first-paint/server.tsx, whose own
 * test compares it with the app): it writes back what the page shell gave it, in the classes of
 * the stylesheet above, so these tests see the data, language and strings the server passes. It
 * fails for French home pages, as a broken render would.
 */
const FIRST_PAINT_RENDER = `
const escape = (text) => String(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;');
export function renderFirstPaint(data, { lang, strings, brandName }) {
  if (data.kind === 'home' && lang === 'fr') throw new Error('a broken render');
  const given = escape(JSON.stringify({ data, lang, languages: Object.keys(strings), brandName }));
  const cards = data.kind === 'list'
    ? data.cards.map((card) => '<li><article class="_card_c"><img src="' + card.image + '"></article></li>').join('')
    : '';
  return '<div id="first-paint" class="first-paint first-paint--' + data.kind + '" aria-hidden="true">' +
    '<pre>' + given + '</pre><ul class="_grid_g">' + cards + '</ul></div>';
}
`;

/** What the page shell gave the first-paint render, read back from its markup. */
function given(html: string) {
  const text = /<div id="first-paint"[^>]*><pre>(.*?)<\/pre>/.exec(html)?.[1];
  if (!text) return undefined;
  return JSON.parse(text.replaceAll('&lt;', '<').replaceAll('&amp;', '&')) as {
    data: Record<string, unknown>;
    lang: string;
    languages: string[];
    brandName: string;
  };
}

beforeAll(async () => {
  const staticDir = staticDirs();
  writeFileSync(join(staticDir, 'index.html'), BUILT_INDEX_HTML);
  // What the web build leaves beside index.html: its page manifest, its server render of the
  // first paints, and the UI strings.
  mkdirSync(join(staticDir, '.vite'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'assets', 'style-1a2.css'), STYLESHEET);
  writeFileSync(join(staticDir, 'assets', 'style-rules-3b4.css'), STYLESHEET_RULES);
  writeFileSync(join(staticDir, '.vite', 'page-manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(join(staticDir, 'server'));
  writeFileSync(join(staticDir, 'server', 'first-paint.js'), FIRST_PAINT_RENDER);
  mkdirSync(join(staticDir, 'locales'));
  writeFileSync(join(staticDir, 'locales', 'en.json'), JSON.stringify(EN_STRINGS));
  writeFileSync(join(staticDir, 'locales', 'fr.json'), JSON.stringify(FR_STRINGS));
  t = await buildTestApp({ STATIC_DIR: staticDir, PUBLIC_URL: 'https://shop.example.com' });
  const shop = await createShopForPages(t.db, [
    '/media/products/lumiere-1.800w.webp',
    '/media/products/lumiere-2.800w.webp',
  ]);
  ringsId = shop.rings.id;
  await createContentBlock(t.db, 'home_categories', { data: [{ slug: 'rings' }] });
  productSlug = shop.ring.slug ?? '';
  plainBandId = shop.plainBand.id;
});
afterAll(async () => {
  await t?.close();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the page shell: a first paint from the web build, then what it needs (docs/decisions/0021)', () => {
  /** The inline UI strings of a page, by language. */
  const locales = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="aurelle-locales">(.*?)<\/script>/.exec(html)?.[1] ??
        'null',
    ) as Record<string, unknown> | null;

  it('paints home’s hero image from the HTML and lists the app’s and home screen’s code for later', async () => {
    const html = (await page('/')).body;
    const preload =
      '<link rel="preload" as="image" fetchpriority="high" href="/media/banners/hero.svg">';
    expect(html).toContain(preload);
    // The page's first request: ahead of the entry script and everything else in the head.
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.indexOf(preload)).toBeGreaterThan(html.indexOf('<meta charset="UTF-8" />'));
    expect(given(html)).toEqual({
      data: { kind: 'home', image: '/media/banners/hero.svg' },
      lang: 'en',
      languages: ['en'],
      brandName: 'Aurelle',
    });
    // Just before the app's root, which the app fills once it starts.
    expect(html).toMatch(/<\/ul><\/div>\n\s*<div id="root"><\/div>/);
    // Fetched once the hero is on screen (after-first-paint.ts), so nothing competes with it
    // before that; the strings too, which keeps the page small enough for one round trip.
    expect(html).toContain(
      '<meta name="aurelle-after-first-paint" content="/assets/style-rules-3b4.css /assets/app-def.js /assets/home-123.js /locales/en.json">',
    );
    // Its first paint is a picture, but the app sets text in every font as soon as it starts.
    expect(html.match(/as="font"/g)).toHaveLength(3);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('id="aurelle-locales"');
  });

  it('paints a product’s first image, heading and price in the page’s language and currency', async () => {
    const html = (
      await page(`/product/${productSlug}`, {
        cookie: 'selectedLanguage=%7B%22code%22%3A%22fr%22%7D; selectedCurrency=EUR',
      })
    ).body;
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/products/lumiere-1.800w.webp">',
    );
    expect(given(html)).toEqual({
      data: {
        kind: 'product',
        image: '/media/products/lumiere-1.800w.webp',
        eyebrow: 'Bagues',
        name: 'Bague Solitaire Lumière',
        price: expect.stringMatching(/^[\d\s\u202f,]+\s€$/),
      },
      lang: 'fr',
      languages: ['fr', 'en'],
      brandName: 'Aurelle',
    });
    expect(html).toContain(
      '<meta name="aurelle-after-first-paint" content="/assets/style-rules-3b4.css /assets/cormorant-garamond-500-bbbb2222.woff2 /assets/app-def.js /assets/product-456.js /assets/schemas-ghi.js /locales/fr.json /locales/en.json">',
    );
    // Its name and price are set in the serif at 400, its labels in Manrope: those come with it.
    expect(html).toContain('href="/assets/cormorant-garamond-400-aaaa1111.woff2" as="font"');
    expect(html).toContain('href="/assets/manrope-cccc3333.woff2" as="font"');
    expect(html).not.toContain('href="/assets/cormorant-garamond-500-bbbb2222.woff2" as="font"');
  });

  it('paints in English where no link or cookie names a language, whatever the browser asks for, as the app starts', async () => {
    const french = { 'accept-language': 'fr-FR,fr;q=0.9' };
    const html = (await page(`/product/${productSlug}`, french)).body;
    expect(html).toContain('<html lang="en">');
    expect(given(html)).toMatchObject({ lang: 'en', data: { name: 'Lumière Solitaire Ring' } });
    // A chosen language still wins over the default, and the page does not vary by the header.
    const chosen = await page(`/product/${productSlug}`, {
      ...french,
      cookie: 'selectedLanguage=%7B%22code%22%3A%22fr%22%7D',
    });
    expect(given(chosen.body)).toMatchObject({ lang: 'fr' });
    expect(chosen.headers.vary).toBe('Accept-Encoding, Cookie');
  });

  it('paints a list’s title row and first products, stopping at the first without an image', async () => {
    const html = (await page('/shop/rings?lng=fr')).body;
    expect(given(html)).toEqual({
      data: {
        kind: 'list',
        title: 'Bagues',
        total: 2,
        // The product without an image ends the row: its card shows a placeholder.
        cards: [
          {
            _id: expect.any(String),
            slug: 'lumiere-solitaire-ring',
            image: '/media/products/lumiere-1.800w.webp',
            name: 'Bague Solitaire Lumière',
            price: expect.stringMatching(/₹$/),
          },
        ],
      },
      lang: 'fr',
      languages: ['fr', 'en'],
      brandName: 'Aurelle',
    });
    expect(html).toContain(
      '<meta name="aurelle-after-first-paint" content="/assets/style-rules-3b4.css /assets/cormorant-garamond-400-aaaa1111.woff2 /assets/app-def.js /assets/shop-789.js /locales/fr.json /locales/en.json">',
    );
    // Its largest paint is the first card's picture, which takes the copy a column's width needs:
    // the preload offers the same candidates (decision 0049 §9), else the browser fetches it twice,
    // and comes after the viewport, which the choice depends on.
    const preload =
      '<link rel="preload" as="image" fetchpriority="high" href="/media/products/lumiere-1.800w.webp" imagesrcset="/media/products/lumiere-1.400w.webp 400w, /media/products/lumiere-1.800w.webp 800w" imagesizes="(min-width:1100px) 25vw,(min-width:768px) 33vw,50vw">';
    expect(html).toContain(preload);
    expect(html.indexOf(preload)).toBeGreaterThan(html.indexOf('<meta name="viewport"'));
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script type="module"'));
    // Its titles are set in the serif at 500.
    expect(html).toContain('href="/assets/cormorant-garamond-500-bbbb2222.woff2" as="font"');
    expect(html).toContain('href="/assets/manrope-cccc3333.woff2" as="font"');
  });

  it('paints no list when it is filtered or sorted, or has nothing to show', async () => {
    expect((await page('/shop/rings?sort=price-asc')).body).not.toContain('first-paint');
    expect((await page('/shop/opus')).body).not.toContain('first-paint');
  });

  it('sends the page without a first paint, not an error, when the render fails', async () => {
    const res = await page('/?lng=fr');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('id="first-paint"');
    // The app draws the first screen then: its code preloaded, its strings inside.
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/app-def.js">');
    expect(locales(res.body)).toEqual({ fr: FR_STRINGS, en: EN_STRINGS });
  });

  it('preloads the code of the screen the path opens, by the app’s own routes', async () => {
    const preloads = async (url: string) =>
      [
        ...(await page(url)).body.matchAll(
          /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
        ),
      ].map((match) => match[1]);
    expect(await preloads('/search/ring')).toEqual(['/assets/app-def.js', '/assets/search-012.js']);
    // A route named after the brand, and any path the app does not know (its not-found screen).
    expect(await preloads('/aurelle-labs')).toEqual(['/assets/app-def.js', '/assets/labs-345.js']);
    expect(await preloads('/no/such/page')).toEqual([
      '/assets/app-def.js',
      '/assets/not-found-678.js',
    ]);
  });

  it('preloads every font where the page has no first paint', async () => {
    const html = (await page('/search/ring')).body;
    expect(html).not.toContain('first-paint');
    // The app draws its first screen: every font it may need comes with the page.
    expect(html.match(/as="font"/g)).toHaveLength(3);
  });

  it('puts the whole stylesheet inside a page without a first paint: no round trip for CSS', async () => {
    const html = (await page('/search/ring')).body;
    expect(html).toContain(`<style data-stylesheet>${STYLESHEET}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('puts only the rules its first paint uses inside a page that has one, the rest after it', async () => {
    const html = (await page('/shop/rings')).body;
    expect(html).toContain(
      '<style>body{color:#1c1b1a}._card_c{display:grid}._card_c:not(.unused_n)>img{width:100%}' +
        '@media (min-width:48em){._grid_g{gap:2rem}}' +
        '@font-face{font-family:"A {b}";src:url(/assets/manrope-cccc3333.woff2)}' +
        '@font-face{font-family:B;src:url(/assets/cormorant-garamond-300-dddd4444.woff2)}</style>',
    );
    expect(html).not.toContain('unused_x');
    expect(html).not.toContain('@media print');
    expect(html).not.toContain('rel="stylesheet"');
    // The rest of the stylesheet comes first of what is fetched after the first paint, without
    // the faces: declared again, each would be a new face to load, and the page laid out again.
    expect(html).toMatch(
      /<meta name="aurelle-after-first-paint" content="\/assets\/style-rules-3b4\.css /,
    );
    const rules = await t.app.inject({ method: 'GET', url: '/assets/style-rules-3b4.css' });
    expect(rules.body).toContain('._card_c{display:grid}');
    expect(rules.body).not.toContain('@font-face');
  });

  it('preloads a list’s first product image only for the plain, unfiltered list', async () => {
    expect((await page('/shop/rings')).body).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/products/lumiere-1.800w.webp" imagesrcset=',
    );
    expect((await page('/shop/rings?sort=price-asc')).body).not.toContain(
      'rel="preload" as="image"',
    );
  });

  it('carries the page language’s UI strings (and English, the fallback) where there is no first paint, safe inside a script', async () => {
    const english = (await page('/search/ring')).body;
    expect(locales(english)).toEqual({ en: EN_STRINGS });
    expect(english).not.toContain('Shop </script>');
    const french = (await page('/search/ring?lng=fr')).body;
    expect(locales(french)).toEqual({ fr: FR_STRINGS, en: EN_STRINGS });
  });

  it('writes the runtime config with nothing but what the browser needs', async () => {
    const html = (await page('/search/ring')).body;
    const content = /<meta name="aurelle-config" content="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(JSON.parse(content.replaceAll('&quot;', '"'))).toEqual({
      brandName: 'Aurelle',
      brandSlug: 'aurelle',
      apiKey: t.env.STOREFRONT_API_KEY,
      launchAt: t.env.LAUNCH_AT,
      checkoutScript: '/api/payment/sandbox/checkout.js',
    });
  });

  it('writes the owner’s launch date into the runtime config as soon as it is saved', async () => {
    const launchAtOf = async () => {
      const html = (await page('/search/ring')).body;
      const content = /<meta name="aurelle-config" content="([^"]*)">/.exec(html)?.[1] ?? '';
      return (JSON.parse(content.replaceAll('&quot;', '"')) as { launchAt: string }).launchAt;
    };
    await setSiteSettings(t.db, { launch_at: '2026-12-01T10:00' });
    await bumpCacheVersion(t.db, 'catalog');
    expect(await launchAtOf()).toBe('2026-12-01T10:00');
    await setSiteSettings(t.db, { launch_at: t.env.LAUNCH_AT });
    await bumpCacheVersion(t.db, 'catalog');
    expect(await launchAtOf()).toBe(t.env.LAUNCH_AT);
  });

  it('keeps the first paint’s server render to itself', async () => {
    const res = await page('/server/first-paint.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('renderFirstPaint');
  });

  it('compresses the page for clients that accept it', async () => {
    const br = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<title>Aurelle');
    const gzip = await page('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<title>Aurelle');
    const plain = await page('/', { 'accept-encoding': 'br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<title>Aurelle');
  });
});

describe('a page the shop does not have: 404 with the app’s not-found screen, never a soft 404', () => {
  const MISSING = ['/no/such/page', '/product/no-such-piece', '/shop/no-such-category'];
  const modulePreloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1],
    );

  it.each(MISSING)(
    'answers %s 404 with a not-found head, nothing painted, and the app to show its not-found screen',
    async (url) => {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = res.body;
      // The title the app's not-found screen sets, so the app writes nothing over the head.
      expect(html).toContain('<title>Page not found</title>');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('application/ld+json');
      expect(html).not.toContain('<noscript>');
      // The app draws the page: no first paint and no picture ahead of it.
      expect(html).not.toContain('first-paint');
      expect(html).not.toContain('rel="preload" as="image"');
      // The app starts on it: its entry, its code and the not-found screen's, its strings, and
      // the page's status, which makes it show the not-found screen whatever route the path matches.
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
      expect(modulePreloads(html)).toEqual(['/assets/app-def.js', '/assets/not-found-678.js']);
      expect(html).toContain('id="aurelle-locales"');
      expect(html).toContain('<meta name="aurelle-config"');
      expect(html).toContain('<meta name="aurelle-status" content="404">');
    },
  );

  it('names the not-found page in the page’s language', async () => {
    const html = (await page('/product/no-such-piece?lng=fr')).body;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Page introuvable</title>');
  });

  it('answers the shop’s own pages 200 as before: products, categories, collections, searches, info pages', async () => {
    for (const url of [
      '/',
      `/product/${productSlug}`,
      `/product/${plainBandId}`,
      '/shop',
      '/shop/',
      '/shop/rings',
      `/shop/${ringsId}`,
      '/shop/opus',
      '/search/nothing-like-it',
      '/about-us',
      '/faqs',
      '/aurelle-labs',
      '/profile',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('name="robots"');
      expect(res.body, url).not.toContain('aurelle-status');
      expect(res.body, url).not.toContain('<title>Page not found</title>');
    }
  });

  it('compresses a 404 page and sends it with a page’s headers', async () => {
    const br = await page('/product/no-such-piece', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(404);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<title>Page not found');
    // Every header a page carries (its security headers too), with the same values.
    const pageHeaders = ({ headers }: Awaited<ReturnType<typeof page>>) => {
      const { 'x-request-id': _id, 'content-length': _length, date: _date, ...rest } = headers;
      return rest;
    };
    const ok = await page('/search/ring', { 'accept-encoding': 'gzip, deflate, br' });
    expect(pageHeaders(br)).toEqual(pageHeaders(ok));
    const gzip = await page('/shop/no-such-category', { 'accept-encoding': 'gzip' });
    expect(gzip.statusCode).toBe(404);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<title>Page not found');
  });

  /** The statements sent to the database while `run` runs, the version watch's reads aside. */
  async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
    // Drizzle's client (PGlite, or node-postgres's pool): both take each statement by `query`.
    const { $client } = t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } };
    const query = vi.spyOn($client, 'query');
    try {
      await run();
      return (
        query.mock.calls
          .map(([text]) => (typeof text === 'string' ? text : (text as { text: string }).text))
          // The version watch's own read (shared by every cache, at most once a second) is no page's.
          .filter((text) => !text.includes('cache_versions'))
      );
    } finally {
      query.mockRestore();
    }
  }

  it('costs a junk path or an unknown category no query, and an unknown product two lookups, each time', async () => {
    // The not-found page's head and first-screen data are kept once for every such page, and the
    // catalogue's reference (categories, collections) once for every list.
    await page('/no/such/page');
    await page('/shop/no-such-category');
    expect(await statementsDuring(() => page('/no/such/page-2'))).toEqual([]);
    expect(await statementsDuring(() => page('/shop/no-such-category-2'))).toEqual([]);
    // Nothing is kept for a product that is not there: it is looked up again, then among the
    // slugs products had before (an old address redirects).
    for (let visit = 0; visit < 2; visit++) {
      const statements = await statementsDuring(() => page('/product/no-such-piece-2'));
      expect(statements).toHaveLength(2);
      expect(statements[0]).toContain('"products"');
      expect(statements[1]).toContain('"product_slug_redirects"');
    }
  });
});

describe('a web build without its server render (an older or partial build)', () => {
  let bare: TestApp;
  beforeAll(async () => {
    const staticDir = staticDirs();
    writeFileSync(join(staticDir, 'index.html'), BUILT_INDEX_HTML);
    mkdirSync(join(staticDir, '.vite'));
    writeFileSync(join(staticDir, '.vite', 'page-manifest.json'), JSON.stringify(MANIFEST));
    bare = await buildTestApp({ STATIC_DIR: staticDir });
    await createContentBlock(bare.db, 'home_banners', {
      data: [
        { title: 'A', subtitle: 'B', cta_label: 'C', cta_link: '/', image: '/media/hero.svg' },
      ],
    });
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('serves pages the app draws, with their code preloaded and the hero image first', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('id="first-paint"');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-123.js">');
    expect(res.body).toContain('href="/media/hero.svg"');
  });
});

describe('a visitor’s first-screen data written into the page (docs/decisions/0049 §2)', () => {
  const FRENCH_EUR = 'selectedLanguage=%7B%22code%22%3A%22fr%22%7D; selectedCurrency=EUR';

  /** The page's first-screen data: its locale, each query's data by key, and the script's text. */
  function dataOf(html: string) {
    const text = new RegExp(
      `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">(.*?)</script>`,
    ).exec(html)?.[1];
    if (text === undefined) throw new Error('the page carries no first-screen data');
    const data = JSON.parse(text) as FirstScreenData & {
      state: { queries: { queryKey: unknown[]; state: { data: unknown; status: string } }[] };
    };
    const queries = new Map(
      data.state.queries.map((query) => {
        expect(query.state.status).toBe('success');
        return [JSON.stringify(query.queryKey), query.state.data];
      }),
    );
    return { text, data, queries };
  }
  const keyOf = (call: QueryCall) => JSON.stringify(queryKeyOf(call));

  /** What the API itself answers a visitor's call, in a language and currency. */
  async function apiAnswer(call: QueryCall, view: { lang: Language; currency: CurrencyCode }) {
    const query = new URLSearchParams(
      Object.entries(call.query ?? {}).map(([name, value]): [string, string] => [
        name,
        String(value),
      ]),
    );
    const response = await t.app.inject({
      method: call.method,
      url: `/api${call.path}${query.size ? `?${query}` : ''}`,
      headers: {
        'x-api-key': t.env.STOREFRONT_API_KEY,
        'accept-language': view.lang,
        'x-currency': view.currency,
      },
      ...(call.body === undefined ? {} : { payload: call.body as object }),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  const SHELL: QueryCall[] = [
    { name: 'site-settings', method: 'GET', path: '/setting/global/all' },
    { name: 'content-block', method: 'GET', path: '/setting/store-customization/seo_setting' },
  ];
  const CATEGORIES: QueryCall = { name: 'categories', method: 'GET', path: '/category/show' };
  const list = (query: Record<string, string | number>): QueryCall => ({
    name: 'products',
    method: 'POST',
    path: '/aurelle/products',
    query: { ...query, page: 1, limit: 10 },
    body: {},
  });
  const productCall = (slug: string): QueryCall => ({
    name: 'product',
    method: 'GET',
    path: `/aurelle/products/${slug}`,
  });

  /** The page's data is the API's own, for exactly the queries the app's first screen makes. */
  async function expectData(url: string, calls: QueryCall[], cookie?: string) {
    const view = cookie ? ({ lang: 'fr', currency: 'EUR' } as const) : EN_INR;
    const { data, queries } = dataOf((await page(url, cookie ? { cookie } : {})).body);
    expect({ lang: data.lang, currency: data.currency }).toEqual(view);
    expect([...queries.keys()].sort(), url).toEqual(calls.map(keyOf).sort());
    for (const call of calls) {
      expect(queries.get(keyOf(call)), keyOf(call)).toEqual(await apiAnswer(call, view));
    }
  }
  const EN_INR = { lang: 'en', currency: 'INR' } as const;

  it('holds a collection’s and a category’s list, the categories and the shell’s data', async () => {
    await expectData('/shop/opus', [...SHELL, CATEGORIES, list({ collection: 'opus' })]);
    await expectData('/shop/rings', [...SHELL, CATEGORIES, list({ category: 'rings' })]);
    await expectData('/shop/', [...SHELL, CATEGORIES, list({})]);
  });

  it('holds no products for a filtered, sorted or later page of a list: the app asks for those', async () => {
    for (const url of ['/shop/rings?sort=newest', '/shop/rings?page=2', '/shop/rings?metal=gold']) {
      await expectData(url, [...SHELL, CATEGORIES]);
    }
  });

  it('holds home’s hero and categories, and a product, in the visitor’s language and currency', async () => {
    await expectData('/', [
      ...SHELL,
      CATEGORIES,
      {
        name: 'content-block',
        method: 'GET',
        path: '/setting/store-customization/home_banners',
      },
      {
        name: 'content-block',
        method: 'GET',
        path: '/setting/store-customization/home_categories',
      },
    ]);
    const product = productCall(productSlug);
    await expectData(`/product/${productSlug}`, [...SHELL, product], FRENCH_EUR);
    const { queries } = dataOf(
      (await page(`/product/${productSlug}`, { cookie: FRENCH_EUR })).body,
    );
    expect(queries.get(keyOf(product))).toMatchObject({
      product: { name: 'Bague Solitaire Lumière', currency: 'EUR' },
    });
  });

  it('leaves a call the API refuses to the app: a product that is not there', async () => {
    await expectData('/product/no-such-ring', SHELL);
    await expectData('/account/orders', SHELL);
  });

  it('holds only the shell’s data for a page the shop does not have, as for the not-found screen', async () => {
    await expectData('/shop/no-such-category', SHELL);
    await expectData('/product/no-such-piece', SHELL, FRENCH_EUR);
  });

  it('follows the stock as the API’s own answers do', async () => {
    const product = productCall(productSlug);
    const stockOnPage = async () =>
      (
        dataOf((await page(`/product/${productSlug}`)).body).queries.get(keyOf(product)) as {
          product: { stock: number };
        }
      ).product.stock;
    expect(await stockOnPage()).toBe(4);
    await correctByHand(t.db, (tx) =>
      tx.execute(sql`update products set stock = 1 where slug = ${productSlug}`),
    );
    await bumpCacheVersion(t.db, 'stock');
    expect(await stockOnPage()).toBe(1);
    await expectData(`/product/${productSlug}`, [...SHELL, product]);
    await correctByHand(t.db, (tx) =>
      tx.execute(sql`update products set stock = 4 where slug = ${productSlug}`),
    );
    await bumpCacheVersion(t.db, 'stock');
  });

  it('keeps the data inside its script whatever the catalogue’s text holds', async () => {
    const { text, queries } = dataOf((await page(`/product/${productSlug}`)).body);
    expect(text).not.toContain('<');
    expect(queries.get(keyOf(productCall(productSlug)))).toMatchObject({
      product: { description: 'A single round diamond <on> a fine band.' },
    });
  });

  it('holds a product exactly as the API answers it, byte for byte, in each language and currency', async () => {
    const product = productCall(productSlug);
    for (const [cookie, lang, currency] of [
      [undefined, 'en', 'INR'],
      [FRENCH_EUR, 'fr', 'EUR'],
    ] as const) {
      const html = (await page(`/product/${productSlug}`, cookie ? { cookie } : {})).body;
      const { queries } = dataOf(html);
      const api = await t.app.inject({
        method: 'GET',
        url: `/api${product.path}`,
        headers: {
          'x-api-key': t.env.STOREFRONT_API_KEY,
          'accept-language': lang,
          'x-currency': currency,
        },
      });
      expect(api.statusCode).toBe(200);
      expect(JSON.stringify(queries.get(keyOf(product)))).toBe(api.body);
    }
  });
});

describe('one read of the API per page: the head, the first paint and the data come from the same answers', () => {
  /** The catalogue's and content's service calls made while `url` is served on empty caches. */
  async function readsOf(url: string, headers: Record<string, string> = {}) {
    // Every cache empty, as after a change to the catalogue.
    await bumpCacheVersion(t.db, 'catalog');
    const { catalog, content } = t.app;
    const spies = {
      product: vi.spyOn(catalog, 'product'),
      list: vi.spyOn(catalog, 'list'),
      block: vi.spyOn(content, 'block'),
      settings: vi.spyOn(content, 'settings'),
    };
    try {
      const res = await page(url, headers);
      expect(res.statusCode, url).toBe(200);
      return {
        html: res.body,
        product: spies.product.mock.calls.length,
        list: spies.list.mock.calls.length,
        blocks: spies.block.mock.calls.map(([name]) => name).sort(),
        settings: spies.settings.mock.calls.length,
      };
    } finally {
      for (const spy of Object.values(spies)) spy.mockRestore();
    }
  }

  /** A page's JSON-LD Product, and the one the contract makes of the API's answer it holds. */
  function productLd(html: string, lang: Language) {
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);
    const text = new RegExp(
      `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">(.*?)</script>`,
    ).exec(html)?.[1];
    const state = (JSON.parse(text ?? '{}') as FirstScreenData).state as {
      queries: { queryKey: unknown[]; state: { data: unknown } }[];
    };
    const held = state.queries.find((query) => query.queryKey[0] === 'product')?.state.data as
      ProductDetailResponse | undefined;
    if (!held) throw new Error('the page holds no product');
    const path = `/product/${held.product.slug ?? held.product._id}`;
    const links = siteLinks('https://shop.example.com');
    return {
      onPage: blocks.find((block) => block['@type'] === 'Product'),
      fromAnswer: productJsonLd(held.product, { path, lang, siteName: 'Aurelle', links }),
    };
  }

  it('reads a product once for its page, and not at all while the API’s answer is kept', async () => {
    const french = { cookie: 'selectedLanguage=%7B%22code%22%3A%22fr%22%7D; selectedCurrency=EUR' };
    const first = await readsOf(`/product/${productSlug}`, french);
    expect(first.product).toBe(1);
    expect(given(first.html)).toMatchObject({ data: { name: 'Bague Solitaire Lumière' } });
    const { onPage, fromAnswer } = productLd(first.html, 'fr');
    expect(onPage).toEqual(fromAnswer);
    expect(onPage).toMatchObject({ offers: { priceCurrency: 'EUR' } });
    const reads = vi.spyOn(t.app.catalog, 'product');
    try {
      await page(`/product/${productSlug}`, french);
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });

  it('writes the stock the page’s data holds into its JSON-LD, as the stock moves', async () => {
    await correctByHand(t.db, (tx) =>
      tx.execute(sql`update products set stock = 0 where slug = ${productSlug}`),
    );
    await bumpCacheVersion(t.db, 'stock');
    try {
      const { onPage, fromAnswer } = productLd((await page(`/product/${productSlug}`)).body, 'en');
      expect(onPage).toEqual(fromAnswer);
      expect(onPage).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    } finally {
      await correctByHand(t.db, (tx) =>
        tx.execute(sql`update products set stock = 4 where slug = ${productSlug}`),
      );
      await bumpCacheVersion(t.db, 'stock');
    }
    const { onPage } = productLd((await page(`/product/${productSlug}`)).body, 'en');
    expect(onPage).toMatchObject({ offers: { availability: 'https://schema.org/InStock' } });
  });

  it('reads a list once for its page, by slug, id or collection', async () => {
    for (const url of ['/shop/rings', `/shop/${ringsId}`, '/shop/opus', '/shop/']) {
      expect((await readsOf(url)).list, url).toBe(1);
    }
    // A sorted list's products are the app's to ask for; its head reads none.
    expect((await readsOf('/shop/rings?sort=newest')).list).toBe(0);
  });

  it('reads each of home’s blocks and the site’s settings once', async () => {
    const home = await readsOf('/');
    expect(home.blocks).toEqual(['home_banners', 'home_categories', 'seo_setting', 'socialMedia']);
    expect(home.settings).toBe(1);
  });
});
