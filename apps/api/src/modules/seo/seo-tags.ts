import { escapeHtml } from '../../lib/html.ts';

export type PageHead = {
  lang: string;
  title: string;
  description: string;
  /** None for a page the shop does not have: it has no address of its own to point at. */
  canonical?: string;
  /** Keeps the page out of search indexes (a page the shop does not have). */
  noindex?: boolean;
  keywords?: string;
  image?: string;
  ogType?: 'website' | 'product' | 'article';
  ogTitle?: string;
  ogDescription?: string;
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd?: object[];
};

/** JSON inside <script> must not be able to close the element. */
const safeJson = (value: object) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The head tags for one page: description, canonical, Open Graph, Twitter and JSON-LD. */
export function headTags(head: PageHead, siteName: string): string {
  const meta = (attr: 'name' | 'property', key: string, content: string | undefined) =>
    content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}">` : '';
  const ogTitle = head.ogTitle ?? head.title;
  const ogDescription = head.ogDescription ?? head.description;
  return [
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', ogTitle),
    meta('property', 'og:description', ogDescription),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:locale', head.lang === 'fr' ? 'fr_FR' : 'en_IN'),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', ogTitle),
    meta('name', 'twitter:description', ogDescription),
    meta('name', 'twitter:image', head.image),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${safeJson(data)}</script>`,
    ),
  ]
    .filter(Boolean)
    .map((tag) => `    ${tag}`)
    .join('\n');
}

/** Puts a page's head into the built index.html: language, title, then the tags. */
export function applyHead(template: string, head: PageHead, siteName: string): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${head.lang}"`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `${headTags(head, siteName)}\n  </head>`);
}
