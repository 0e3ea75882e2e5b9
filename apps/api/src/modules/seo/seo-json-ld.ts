import type { Language, SiteLinks } from '@aurelle/contract';

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
