import type { ProductDetail } from '../catalog/catalog.schema.ts';
import type { Language } from '../constants.ts';
import { LANGUAGE_QUERY_KEY } from './cookies.ts';

/** The shop's absolute addresses, as crawlers and link previews need them. */
export function siteLinks(siteUrl: string) {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl}${path}`);
  return {
    absolute,
    /** A page's address in a language: English is the bare path, French adds `?lng=fr`. */
    withLang: (path: string, lang: Language) =>
      absolute(lang === 'en' ? path : `${path}?${LANGUAGE_QUERY_KEY}=${lang}`),
  };
}

export type SiteLinks = ReturnType<typeof siteLinks>;

/**
 * A product page's schema.org Product with its Offer (price in the page's currency, stock as
 * availability): the one the server writes into the page, and the one the app writes when it
 * navigates to a product, so a crawler reads the same either way.
 */
export function productJsonLd(
  item: ProductDetail,
  {
    path,
    lang,
    siteName,
    links,
  }: { path: string; lang: Language; siteName: string; links: SiteLinks },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    sku: item.sku,
    description: item.description,
    image: item.image.map(links.absolute),
    brand: { '@type': 'Brand', name: siteName },
    category: item.category.name,
    url: links.withLang(path, lang),
    offers: {
      '@type': 'Offer',
      url: links.withLang(path, lang),
      priceCurrency: item.currency,
      price: item.price.toFixed(2),
      availability: item.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}
