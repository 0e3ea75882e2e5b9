import type { Reference } from '../catalog/catalog-reference.ts';
import type { SiteLinks } from '@aurelle/contract';

type ProductAddress = { id: string; slug: string | null; updatedAt: Date };

/** Every category, collection and product, in both languages (`?lng=fr` for French). */
export function sitemapXml(ref: Reference, products: readonly ProductAddress[], links: SiteLinks) {
  const entry = (path: string, lastmod?: Date) => {
    const alternates = (['en', 'fr'] as const)
      .map(
        (lang) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${links.withLang(path, lang)}"/>`,
      )
      .join('');
    const mod = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    return (['en', 'fr'] as const)
      .map((lang) => `<url><loc>${links.withLang(path, lang)}</loc>${mod}${alternates}</url>`)
      .join('\n');
  };
  const urls = [
    entry('/'),
    entry('/shop/'),
    ...ref.categories.map((category) => entry(`/shop/${category.slug}`)),
    ...ref.collections.map((collection) => entry(`/shop/${collection.slug}`)),
    ...products.map((row) => entry(`/product/${row.slug ?? row.id}`, row.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read every page but the API, searches and a customer's own pages. */
export function robotsTxt(links: SiteLinks) {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\nDisallow: /search/\nDisallow: /profile\nDisallow: /orders\n\nSitemap: ${links.absolute('/sitemap.xml')}\n`;
}
