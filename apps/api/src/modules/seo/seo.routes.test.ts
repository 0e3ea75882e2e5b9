import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { tempDirs } from '../../../test/temp-dirs.ts';
import {
  createCategory,
  createCollection,
  createContentBlock,
  createProduct,
  setCurrencyRates,
  setSiteSettings,
} from '../../../test/factories.ts';

// The shape of Vite's built index.html: the server fills in the head per request.
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Aurelle — Fine Jewellery</title>
    <meta name="description" content="static description" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-1a2.css">
    <link rel="preload" href="/assets/cormorant-garamond-400-aaaa1111.woff2" as="font" type="font/woff2" crossorigin="">
    <link rel="preload" href="/assets/cormorant-garamond-500-bbbb2222.woff2" as="font" type="font/woff2" crossorigin="">
    <link rel="preload" href="/assets/manrope-cccc3333.woff2" as="font" type="font/woff2" crossorigin="">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let t: TestApp;
let productSlug: string;
let noSlugId: string;
const staticDirs = tempDirs('aurelle-seo-');

/** The JSON-LD objects of a page, by @type. */
function jsonLd(html: string): Record<string, Record<string, unknown>> {
  const found: Record<string, Record<string, unknown>> = {};
  for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(match[1] ?? '{}') as Record<string, unknown>;
    found[String(data['@type'])] = data;
  }
  return found;
}

/** The UI strings the build leaves in locales/{lng}.json, as far as these pages use them. */
const EN_STRINGS = {
  nav: { shop: 'Shop </script>' },
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
  seo: { home: 'Home', shop: 'Shop', searchTitle: 'Search: {{text}}' },
};
const FR_STRINGS = {
  nav: { shop: 'Boutique' },
  catalog: {
    eyebrow: 'La collection',
    count_one: '{{count}} pièce',
    count_other: '{{count}} pièces',
  },
  filters: { open: 'Filtres' },
  sort: { label: 'Trier par', featured: 'Sélection' },
  seo: { home: 'Accueil', shop: 'Boutique', searchTitle: 'Recherche: {{text}}' },
};

/** The built stylesheet: rules a list's first paint uses, and rules it does not. */
const STYLESHEET = [
  'body{color:#1c1b1a}',
  '._card_c{display:grid}',
  '._card_c:not(.unused_n)>img{width:100%}',
  '.unused_x{color:red}',
  '@media (min-width:48em){._grid_g{gap:2rem}.unused_y{margin:0}}',
  '@media print{.unused_z{display:none}}',
  '@font-face{font-family:"A {b}";src:url(a.woff2)}',
].join('');

beforeAll(async () => {
  const staticDir = staticDirs();
  writeFileSync(join(staticDir, 'index.html'), TEMPLATE);
  // What the web build leaves beside index.html: Vite's manifest and the UI strings.
  mkdirSync(join(staticDir, '.vite'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'assets', 'style-1a2.css'), STYLESHEET);
  writeFileSync(
    join(staticDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_web.js'] },
      '_web.js': { file: 'assets/web-abc.js' },
      // The app: the entry imports it once the first paint is on screen (decision 0009).
      '_app.js': { file: 'assets/app-def.js', name: 'app', imports: ['_web.js'] },
      '_schemas.js': { file: 'assets/schemas-ghi.js' },
      // Imported by other screens too, home became a shared chunk named after its file.
      '_home-123.js': { file: 'assets/home-123.js', name: 'home', imports: ['_app.js'] },
      'src/app/routes/product.tsx': {
        file: 'assets/product-456.js',
        imports: ['_app.js', '_schemas.js'],
      },
    }),
  );
  // The built class names of the CSS Modules a list's first paint uses.
  writeFileSync(
    join(staticDir, '.vite', 'css-modules.json'),
    JSON.stringify({
      'src/features/catalog/components/catalogue-header.module.css': {
        header: '_header_h',
        row: '_row_h',
        title: '_title_h',
        description: '_description_h',
        count: '_count_h',
      },
      'src/features/catalog/components/list-toolbar.module.css': {
        toolbar: '_toolbar_t',
        filters: '_filters_t',
        sort: '_sort_t',
        sortLabel: '_sortLabel_t',
        select: '_select_t',
      },
      'src/components/product-card/product-grid.module.css': { grid: '_grid_g' },
      'src/components/product-card/product-card.module.css': {
        card: '_card_c',
        media: '_media_c',
        name: '_name_c',
        link: '_link_c',
        prices: '_prices_c',
        was: '_was_c',
      },
    }),
  );
  mkdirSync(join(staticDir, 'locales'));
  writeFileSync(join(staticDir, 'locales', 'en.json'), JSON.stringify(EN_STRINGS));
  writeFileSync(join(staticDir, 'locales', 'fr.json'), JSON.stringify(FR_STRINGS));
  t = await buildTestApp({ STATIC_DIR: staticDir, PUBLIC_URL: 'https://shop.example.com' });
  await setCurrencyRates(t.db);
  await setSiteSettings(t.db, {
    contact: '+91 22 4000 1234',
    email: 'concierge@aurelle.example',
    address: 'Mumbai',
  });
  await createContentBlock(t.db, 'seo_setting', {
    meta_title: 'Aurelle — Fine Jewellery',
    meta_description: 'Diamonds crafted to be worn for a lifetime.',
    meta_keywords: 'diamonds, rings',
    og_title: 'Aurelle',
    og_description: 'Fine jewellery',
  });
  await createContentBlock(t.db, 'socialMedia', {
    data: [{ link: 'https://instagram.com/aurelle', icon: 'instagram' }],
  });
  const rings = await createCategory(t.db, { slug: 'rings', name: { en: 'Rings', fr: 'Bagues' } });
  await createCollection(t.db, { slug: 'opus', name: { en: 'Opus', fr: 'Opus' } });
  await createContentBlock(t.db, 'home_banners', {
    data: [
      {
        title: 'Light, held',
        subtitle: 'Diamonds for a lifetime',
        cta_label: 'Discover',
        cta_link: '/shop/opus',
        image: '/media/banners/hero.svg',
      },
    ],
  });
  const ring = await createProduct(t.db, {
    categoryId: rings.id,
    slug: 'lumiere-solitaire-ring',
    sku: 'AU-RG-001',
    name: { en: 'Lumière Solitaire Ring', fr: 'Bague Solitaire Lumière' },
    description: {
      en: 'A single round diamond <on> a fine band.',
      fr: 'Un diamant rond sur un anneau fin.',
    },
    price: 12_500_000,
    stock: 4,
    featuredRank: 1,
    images: ['/media/products/lumiere-1.svg', '/media/products/lumiere-2.svg'],
  });
  productSlug = ring.slug ?? '';
  const plain = await createProduct(t.db, {
    categoryId: rings.id,
    slug: null,
    stock: 0,
    name: 'Plain Band',
  });
  noSlugId = plain.id;
});
afterAll(async () => {
  await t?.close();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('server-filled index.html', () => {
  it('puts a product’s name, price and Product JSON-LD into the HTML, without JavaScript', async () => {
    const res = await page(`/product/${productSlug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Lumière Solitaire Ring | Aurelle</title>');
    expect(html).toContain('<noscript><h1>Lumière Solitaire Ring</h1><p>₹1,25,000');
    expect(html).toContain(
      '<link rel="canonical" href="https://shop.example.com/product/lumiere-solitaire-ring">',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.example.com/media/products/lumiere-1.svg">',
    );
    expect(html).not.toContain('static description');
    const product = jsonLd(html).Product;
    expect(product).toMatchObject({
      name: 'Lumière Solitaire Ring',
      sku: 'AU-RG-001',
      offers: {
        priceCurrency: 'INR',
        price: '125000.00',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(html).toContain('&lt;on&gt;'); // description text is escaped
    expect(html).toMatch(/<meta name="aurelle-config" content="[^"]*brandSlug/);
  });

  it('renders the product page in French and in the currency of the shopper’s cookies', async () => {
    const res = await page(`/product/${productSlug}`, {
      cookie: 'selectedLanguage=%7B%22code%22%3A%22fr%22%7D; selectedCurrency=EUR',
    });
    expect(res.body).toContain('<html lang="fr"');
    expect(res.body).toContain('<title>Bague Solitaire Lumière | Aurelle</title>');
    expect(jsonLd(res.body).Product).toMatchObject({ offers: { priceCurrency: 'EUR' } });
    expect(res.body).toContain(
      'href="https://shop.example.com/product/lumiere-solitaire-ring?lng=fr"',
    );
  });

  it('marks a product without stock as out of stock, and finds it by id when it has no slug', async () => {
    const res = await page(`/product/${noSlugId}`);
    expect(jsonLd(res.body).Product).toMatchObject({
      name: 'Plain Band',
      offers: { availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('gives category pages their name and a BreadcrumbList', async () => {
    const res = await page('/shop/rings', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(res.body).toContain('<title>Bagues | Aurelle</title>');
    const crumbs = jsonLd(res.body).BreadcrumbList;
    expect(crumbs?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: 'Accueil' }),
      expect.objectContaining({ position: 2, name: 'Boutique' }),
      expect.objectContaining({ position: 3, name: 'Bagues' }),
    ]);
  });

  it('names breadcrumbs and search titles from the build’s UI strings, in the page’s language', async () => {
    const english = await page('/shop/');
    expect(english.body).toContain('<title>Shop | Aurelle</title>');
    expect(jsonLd(english.body).BreadcrumbList?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: 'Home' }),
      expect.objectContaining({ position: 2, name: 'Shop' }),
    ]);
    expect((await page('/search/ring')).body).toContain('<title>Search: ring | Aurelle</title>');
    expect((await page('/search/bague?lng=fr')).body).toContain(
      '<title>Recherche: bague | Aurelle</title>',
    );
    // Shopper text fills the title once, escaped, and is not read for {{names}}.
    expect((await page('/search/%7B%7Btext%7D%7D%3Cb%3E')).body).toContain(
      '<title>Search: {{text}}&lt;b&gt; | Aurelle</title>',
    );
  });

  it('gives the home page the seo_setting texts and Organization data', async () => {
    const res = await page('/');
    expect(res.body).toContain('<title>Aurelle — Fine Jewellery</title>');
    expect(res.body).toContain(
      '<meta name="description" content="Diamonds crafted to be worn for a lifetime.">',
    );
    expect(res.body).toContain('<meta property="og:title" content="Aurelle">');
    expect(jsonLd(res.body).Organization).toMatchObject({
      name: 'Aurelle',
      email: 'concierge@aurelle.example',
      sameAs: ['https://instagram.com/aurelle'],
    });
  });

  it('serves an unknown product path with the default head (the SPA shows not-found)', async () => {
    const res = await page('/product/no-such-thing');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Aurelle — Fine Jewellery</title>');
    expect(jsonLd(res.body).Product).toBeUndefined();
  });
});

describe('the first screen, shortened (docs/decisions/0007)', () => {
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
    expect(html).toContain(
      '<div id="first-paint" class="first-paint" aria-hidden="true"><img src="/media/banners/hero.svg"',
    );
    // Fetched once the hero is on screen (main.tsx), so nothing competes with it before that; the
    // strings too, which keeps the page small enough to arrive in one round trip (decision 0010).
    expect(html).toContain(
      '<meta name="aurelle-after-first-paint" content="/assets/style-1a2.css /assets/app-def.js /assets/home-123.js /locales/en.json">',
    );
    // Its first paint is a picture, but the app sets text in every font as soon as it starts.
    expect(html.match(/as="font"/g)).toHaveLength(3);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('id="aurelle-locales"');
  });

  it('paints a product’s first image, name and price from the HTML', async () => {
    const html = (await page(`/product/${productSlug}`)).body;
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/products/lumiere-1.svg">',
    );
    const firstPaint =
      /<div id="first-paint" class="first-paint first-paint--product"[\s\S]*?<\/div><\/div><\/div>/.exec(
        html,
      )?.[0];
    expect(firstPaint).toContain('<img src="/media/products/lumiere-1.svg"');
    expect(firstPaint).toContain('<p class="first-paint__name">Lumière Solitaire Ring</p>');
    expect(firstPaint).toMatch(/<p class="first-paint__price">₹[\d,.]+<\/p>/);
    expect(html).toContain(
      '<meta name="aurelle-after-first-paint" content="/assets/style-1a2.css /assets/cormorant-garamond-500-bbbb2222.woff2 /assets/app-def.js /assets/product-456.js /assets/schemas-ghi.js /locales/en.json">',
    );
    // Its name and price are set in the serif at 400, its labels in Manrope: those come with it.
    expect(html).toContain('href="/assets/cormorant-garamond-400-aaaa1111.woff2" as="font"');
    expect(html).toContain('href="/assets/manrope-cccc3333.woff2" as="font"');
    expect(html).not.toContain('href="/assets/cormorant-garamond-500-bbbb2222.woff2" as="font"');
  });

  it('paints a list’s title row and first products from the HTML, in the app’s own classes', async () => {
    const html = (await page('/shop/rings?lng=fr')).body;
    const firstPaint =
      /<div id="first-paint" class="first-paint first-paint--list"[\s\S]*?<\/ul><\/div><\/div>/.exec(
        html,
      )?.[0];
    expect(firstPaint).toContain(
      '<header class="_header_h"><p class="eyebrow">La collection</p><div class="_row_h"><h1 class="_title_h">Bagues</h1>',
    );
    expect(firstPaint).toContain('<span class="_filters_t">');
    expect(firstPaint).toContain('Filtres</span>');
    expect(firstPaint).toContain('<span class="_sortLabel_t">Trier par</span>');
    // A string French lacks comes in English, as in the app.
    expect(firstPaint).toContain('<option>Sélection</option><option>Newest</option>');
    expect(firstPaint).toContain('<p class="_count_h">2 pièces</p>');
    // The first product, then none after the one without an image (its card shows a placeholder).
    expect(firstPaint).toMatch(
      /<ul class="_grid_g"><li><article class="_card_c"><div class="_media_c"><img src="\/media\/products\/lumiere-1\.svg" alt="" width="400" height="500" loading="eager" fetchpriority="high" decoding="async"><\/div><h2 class="_name_c"><span class="_link_c">Bague Solitaire Lumière<\/span><\/h2><p class="_prices_c"><span>[\d\s\u202f]+₹<\/span><\/p><\/article><\/li><\/ul>/,
    );
    expect(html).toContain(
      '<meta name="aurelle-after-first-paint" content="/assets/style-1a2.css /assets/cormorant-garamond-400-aaaa1111.woff2 /assets/app-def.js /locales/fr.json /locales/en.json">',
    );
    // Its titles are set in the serif at 500.
    expect(html).toContain('href="/assets/cormorant-garamond-500-bbbb2222.woff2" as="font"');
    expect(html).toContain('href="/assets/manrope-cccc3333.woff2" as="font"');
  });

  it('paints no list when it is filtered or sorted, or has nothing to show', async () => {
    expect((await page('/shop/rings?sort=price-asc')).body).not.toContain('first-paint');
    expect((await page('/shop/opus')).body).not.toContain('first-paint');
  });

  it('preloads the app’s code where the page has no first paint', async () => {
    const html = (await page('/search/ring')).body;
    expect(html).not.toContain('first-paint');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/app-def.js">');
    // The app draws its first screen: every font it may need comes with the page.
    expect(html.match(/as="font"/g)).toHaveLength(3);
    // The entry's own chunks are loaded by the entry; they are not preloaded twice.
    expect(html).not.toContain('href="/assets/web-abc.js"');
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
        '@media (min-width:48em){._grid_g{gap:2rem}}@font-face{font-family:"A {b}";src:url(a.woff2)}</style>',
    );
    expect(html).not.toContain('unused_x');
    expect(html).not.toContain('@media print');
    expect(html).not.toContain('rel="stylesheet"');
    // The whole stylesheet comes first of what is fetched after the first paint (main.tsx).
    expect(html).toMatch(
      /<meta name="aurelle-after-first-paint" content="\/assets\/style-1a2\.css /,
    );
  });

  it('preloads a list’s first product image only for the plain, unfiltered list', async () => {
    expect((await page('/shop/rings')).body).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/products/lumiere-1.svg">',
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

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists every category, collection and product in both languages', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    for (const path of [
      '/shop/rings',
      '/shop/opus',
      `/product/${productSlug}`,
      `/product/${noSlugId}`,
    ]) {
      expect(res.body).toContain(`<loc>https://shop.example.com${path}</loc>`);
      expect(res.body).toContain(`<loc>https://shop.example.com${path}?lng=fr</loc>`);
    }
  });

  it('points crawlers at the sitemap and away from the API', async () => {
    const res = await page('/robots.txt');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://shop.example.com/sitemap.xml');
  });
});
