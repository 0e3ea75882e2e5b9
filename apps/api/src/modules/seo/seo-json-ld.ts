import type { Language, ProductDetail } from '@aurelle/contract';
import type { SiteLinks } from './seo-links.ts';

/** schema.org's BreadcrumbList for a page's trail, each step with its address in `lang`. */
export function breadcrumbsLd(
  items: { name: string; path: string }[],
  lang: Language,
  links: SiteLinks,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: links.withLang(item.path, lang),
    })),
  };
}

/** The home page's Organization (contact details from the site settings) and WebSite with search. */
export function homeLd(
  siteName: string,
  contact: { email: string; telephone: string; address: string; sameAs: string[] },
  links: SiteLinks,
) {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteName,
    url: links.absolute('/'),
    logo: links.absolute('/favicon.svg'),
    ...contact,
  };
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteName,
    url: links.absolute('/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: `${links.absolute('/search/')}{search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
  return [organization, website];
}

/** A product page's Product with its Offer (price in the page's currency, stock as availability). */
export function productLd(
  item: ProductDetail,
  path: string,
  lang: Language,
  siteName: string,
  links: SiteLinks,
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
