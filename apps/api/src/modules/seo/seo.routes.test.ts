import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEGAL_DETAILS } from '../../../test/seller-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { tempDirs } from '../../../test/temp-dirs.ts';
import { BUILT_INDEX_HTML, createShopForPages } from '../../../test/page-factories.ts';

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

beforeAll(async () => {
  const staticDir = staticDirs();
  writeFileSync(join(staticDir, 'index.html'), BUILT_INDEX_HTML);
  t = await buildTestApp({ STATIC_DIR: staticDir, PUBLIC_URL: 'https://shop.example.com' });
  const shop = await createShopForPages(t.db, [
    '/media/products/lumiere-1.svg',
    '/media/products/lumiere-2.svg',
  ]);
  productSlug = shop.ring.slug ?? '';
  noSlugId = shop.plainBand.id;
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

  it('renders the product page in French and in the currency of the visitor’s cookies', async () => {
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
    // A French visitor's page: the language cookie names it (page-preferences.ts).
    const res = await page('/shop/rings', {
      cookie: 'selectedLanguage=%7B%22code%22%3A%22fr%22%7D',
    });
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
    // Visitors' text fills the title once, escaped, and is not read for {{names}}.
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
      // The shop's one contact: the legal details' customer care (the demo's here).
      email: DEMO_LEGAL_DETAILS.customerCare.email,
      sameAs: ['https://instagram.com/aurelle'],
    });
  });

  it('answers an unknown product, category or path 404, with a head that keeps it out of indexes', async () => {
    for (const url of ['/product/no-such-thing', '/shop/no-such-thing', '/no/such/thing']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      // The title the app's not-found screen sets; the site's texts otherwise.
      expect(res.body).toContain('<title>Page not found</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('<meta property="og:title" content="Page not found">');
      expect(res.body).toContain(
        '<meta name="description" content="Diamonds crafted to be worn for a lifetime.">',
      );
      expect(res.body).not.toContain('rel="canonical"');
      expect(res.body).not.toContain('og:url');
      expect(jsonLd(res.body)).toEqual({});
    }
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
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Sitemap: https://shop.example.com/sitemap.xml');
  });
});
