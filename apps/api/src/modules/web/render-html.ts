import type { FastifyRequest } from 'fastify';
import { PAGE_ELEMENT_IDS, SORTS, type Language } from '@aurelle/contract';
import type { Env } from '../../config/env.ts';
import { pagePreferences } from '../seo/page-preferences.ts';
import { applyHead, escapeHtml } from '../seo/seo-tags.ts';
import type { PagePreview, PreviewCard, SeoService } from '../seo/seo.service.ts';
import { INLINE_STYLESHEET, type PageAssets } from './page-assets.ts';

const { locales: INLINE_LOCALES_ID, firstPaint: FIRST_PAINT_ID } = PAGE_ELEMENT_IDS;

/** What the SPA needs at run time; read by apps/web/src/config/env.ts from a meta tag. */
export function runtimeConfig(env: Env) {
  return {
    brandName: env.BRAND_NAME,
    brandSlug: env.BRAND_SLUG,
    apiKey: env.STOREFRONT_API_KEY,
    launchAt: env.LAUNCH_AT,
  };
}

/**
 * The first screen's largest image, preloaded from the top of the head (docs/decisions/0007), so
 * it is the first request the page makes, ahead of the scripts and fonts the head lists next.
 */
function preloadLcpImage(html: string, lcpImage: string | undefined): string {
  if (!lcpImage) return html;
  const link = `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(lcpImage)}">`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) return html.replace('</head>', `  ${link}\n  </head>`);
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}\n    ${link}${html.slice(at)}`;
}

/**
 * Head tags that shorten the first screen's critical path (docs/decisions/0007). On a page with a
 * first paint the app's code and UI strings are listed for later; on any other, the screen's
 * JavaScript is preloaded and the strings come inside.
 */
function firstScreenTags(
  assets: PageAssets | undefined,
  path: string,
  lang: Language,
  hasFirstPaint: boolean,
  fontsLater: string[],
): string {
  const tags: string[] = [];
  const scripts = [...(assets?.appFiles() ?? []), ...(assets?.screenFiles(path) ?? [])];
  if (hasFirstPaint) {
    // Fetched once the first paint is on screen (apps/web/src/main.tsx), so the page's largest
    // image and the HTML have the connection to themselves until then, and the HTML stays small
    // enough to arrive in one round trip (docs/decisions/0009 and 0010).
    // The whole stylesheet first: the app waits for it before its first render (boot.tsx).
    const stylesheet = assets?.stylesheet();
    const later = [
      ...(stylesheet ? [stylesheet] : []),
      ...fontsLater,
      ...scripts,
      ...(assets?.localeFiles(lang) ?? []),
    ];
    tags.push(
      `<meta name="${PAGE_ELEMENT_IDS.afterFirstPaint}" content="${escapeHtml(later.join(' '))}">`,
    );
  } else {
    for (const file of scripts) {
      tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`);
    }
    const locales = assets?.localesJson(lang);
    if (locales) {
      tags.push(`<script type="application/json" id="${INLINE_LOCALES_ID}">${locales}</script>`);
    }
  }
  return tags.map((tag) => `  ${tag}\n`).join('');
}

const FONT_PRELOAD = /\s*<link rel="preload" href="([^"]+)" as="font"[^>]*>/g;

/**
 * The font files preloaded ahead of each kind of first paint; the others come after it. A
 * product's name and price are set in the Cormorant roman at 400, a list's titles at 500, labels
 * and prices in Manrope. Home's first paint is a picture, but the app sets text in all three as
 * soon as it starts: fetched after the paint, they held the start back (TBT 44 → 111–122 ms at
 * the median, docs/decisions/0015), so they stay ahead of it.
 */
const FIRST_PAINT_FONTS: Record<'home' | PagePreview['kind'], RegExp> = {
  home: /\.woff2$/,
  product: /\/(cormorant-garamond-400|manrope)-[\w-]{8}\.woff2$/,
  list: /\/(cormorant-garamond-500|manrope)-[\w-]{8}\.woff2$/,
};

/**
 * The page's font preloads cut to those its first paint uses (docs/decisions/0015): the others
 * are listed for after it, beside the app, which waits for them before drawing text. The HTML
 * without their preloads, and their URLs.
 */
function fontsAfterFirstPaint(html: string, used: RegExp): { html: string; fonts: string[] } {
  const fonts: string[] = [];
  const without = html.replace(FONT_PRELOAD, (link, href: string) => {
    if (used.test(href)) return link;
    fonts.push(href);
    return '';
  });
  return { html: without, fonts };
}

const INLINE_STYLE = new RegExp(`<style ${INLINE_STYLESHEET}>[\\s\\S]*?</style>`);

/**
 * On a page with a first paint, the inline stylesheet cut to the rules that paint uses
 * (docs/decisions/0015): the HTML is a third of the size, and the browser parses and matches a
 * seventh of the CSS before the first paint. The whole stylesheet is listed for after it.
 */
function withCriticalCss(html: string, firstPaint: string, assets: PageAssets | undefined) {
  const css = assets?.criticalCss(firstPaint);
  if (css === undefined) return html;
  return html.replace(INLINE_STYLE, () => `<style>${css}</style>`);
}

const FIRST_PAINT_OPEN = `<div id="${FIRST_PAINT_ID}" class="first-paint`;

/** The CSS Modules of the screens a list's first paint draws, by their source path. */
const LIST_MODULES = {
  header: 'src/features/catalog/components/catalogue-header.module.css',
  toolbar: 'src/features/catalog/components/list-toolbar.module.css',
  grid: 'src/components/product-card/product-grid.module.css',
  card: 'src/components/product-card/product-card.module.css',
} as const;

/** A product page's first image, eyebrow, name and price, laid out as the product page. */
function productFirstPaint(preview: Extract<PagePreview, { kind: 'product' }>): string {
  const was = preview.originalPrice ? ` <s>${escapeHtml(preview.originalPrice)}</s>` : '';
  return [
    `${FIRST_PAINT_OPEN} first-paint--product" aria-hidden="true"><div class="container first-paint__layout">`,
    `<img src="${escapeHtml(preview.image)}" alt="" width="800" height="1000" fetchpriority="high">`,
    `<div class="first-paint__details"><p class="eyebrow">${escapeHtml(preview.eyebrow)}</p>`,
    `<p class="first-paint__name">${escapeHtml(preview.name)}</p>`,
    `<p class="first-paint__price">${escapeHtml(preview.price)}${was}</p></div></div></div>`,
  ].join('');
}

/**
 * A shop list's title row and first products, in the markup and with the built classes of the
 * app's CatalogueHeader, ListToolbar, ProductGrid and ProductCard, so each piece sits exactly
 * where the app draws it. Nothing when the build lacks those classes or strings.
 */
function listFirstPaint(
  preview: Extract<PagePreview, { kind: 'list' }>,
  lang: Language,
  assets: PageAssets | undefined,
): string | undefined {
  const module = (source: string) => assets?.cssModule(source);
  const header = module(LIST_MODULES.header);
  const toolbar = module(LIST_MODULES.toolbar);
  const grid = module(LIST_MODULES.grid);
  const card = module(LIST_MODULES.card);
  const text = (key: string, values?: Record<string, number>) => assets?.uiText(lang, key, values);
  const title = preview.title ?? text('catalog.allTitle');
  const [eyebrow, filters, sortLabel, count] = [
    text('catalog.eyebrow'),
    text('filters.open'),
    text('sort.label'),
    text('catalog.count', { count: preview.total }),
  ];
  if (!header || !toolbar || !grid || !card || !title || !eyebrow || !filters || !sortLabel) {
    return undefined;
  }
  const options = SORTS.map(
    (sort) => `<option>${escapeHtml(text(`sort.${sort}`) ?? sort)}</option>`,
  );
  const tile = (product: PreviewCard, index: number) => {
    // The first image is the page's largest paint; the others wait until it has the bandwidth.
    const image =
      index === 0 ? 'loading="eager" fetchpriority="high"' : 'loading="lazy" fetchpriority="low"';
    const was = product.originalPrice
      ? `<s class="${card.was}">${escapeHtml(product.originalPrice)}</s>`
      : '';
    return [
      `<li><article class="${card.card}"><div class="${card.media}">`,
      `<img src="${escapeHtml(product.image)}" alt="" width="400" height="500" ${image} decoding="async"></div>`,
      `<h2 class="${card.name}"><span class="${card.link}">${escapeHtml(product.name)}</span></h2>`,
      `<p class="${card.prices}"><span>${escapeHtml(product.price)}</span>${was}</p></article></li>`,
    ].join('');
  };
  return [
    `${FIRST_PAINT_OPEN} first-paint--list" aria-hidden="true" inert><div class="container">`,
    `<header class="${header.header}"><p class="eyebrow">${escapeHtml(eyebrow)}</p>`,
    `<div class="${header.row}"><h1 class="${header.title}">${escapeHtml(title)}</h1>`,
    `<div class="${toolbar.toolbar}"><span class="${toolbar.filters}">`,
    '<svg width="16" height="16" viewBox="0 0 16 16"><path d="M2 4h12M4 8h8M6 12h4" stroke="currentColor" stroke-width="1.2"/></svg>',
    `${escapeHtml(filters)}</span><span class="${toolbar.sort}">`,
    `<span class="${toolbar.sortLabel}">${escapeHtml(sortLabel)}</span>`,
    `<select class="${toolbar.select}" tabindex="-1">${options.join('')}</select></span></div></div>`,
    preview.description
      ? `<p class="${header.description}">${escapeHtml(preview.description)}</p>`
      : '',
    count ? `<p class="${header.count}">${escapeHtml(count)}</p>` : '',
    `</header><ul class="${grid.grid}">${preview.cards.map(tile).join('')}</ul></div></div>`,
  ].join('');
}

/**
 * The first screen's largest content, painted from the HTML before the app has loaded: home's
 * hero image (docs/decisions/0007), a product's first image, name and price, or a list's title
 * row and first products (0009). The app removes it once its own version is on screen
 * (apps/web/src/lib/first-paint.ts).
 */
function firstPaintHtml(
  path: string,
  lcpImage: string | undefined,
  preview: PagePreview | undefined,
  lang: Language,
  assets: PageAssets | undefined,
): string | undefined {
  if (path === '/' && lcpImage) {
    return `${FIRST_PAINT_OPEN}" aria-hidden="true"><img src="${escapeHtml(lcpImage)}" alt="" fetchpriority="high"></div>`;
  }
  // A filtered or sorted list may start with other products: only the plain view is painted.
  if (!lcpImage || !preview) return undefined;
  return preview.kind === 'product'
    ? productFirstPaint(preview)
    : listFirstPaint(preview, lang, assets);
}

/**
 * Fills the built index.html for one request: the runtime config meta tag, then the page's
 * title, description, canonical URL, Open Graph, Twitter and JSON-LD in the page's language,
 * and for product pages a <noscript> summary, so crawlers and link previews see the page; then
 * the first screen's preloads and UI strings.
 */
export function createHtmlRenderer(env: Env, seo?: SeoService, assets?: PageAssets) {
  const configTag = `<meta name="aurelle-config" content="${escapeHtml(JSON.stringify(runtimeConfig(env)))}">`;
  return async (template: string, url: string, request: FastifyRequest): Promise<string> => {
    let html = template.replace('</head>', `  ${configTag}\n  </head>`);
    if (!seo) return html;
    const path = url.split('?')[0] ?? '/';
    const preferences = pagePreferences(request);
    const page = await seo.page(path, preferences);
    html = applyHead(html, page.head, env.BRAND_NAME);
    // A filtered, sorted or later page of a list may start with another product: only the plain
    // view's (`?lng=` aside) is preloaded and painted.
    const listQuery = [...new URLSearchParams(url.split('?')[1] ?? '').keys()].some(
      (key) => key !== 'lng',
    );
    const lcpImage = listQuery && !path.startsWith('/product/') ? undefined : page.lcpImage;
    const firstPaint = firstPaintHtml(path, lcpImage, page.preview, preferences.lang, assets);
    // First, so the edits below copy a page without the whole stylesheet in it.
    if (firstPaint) html = withCriticalCss(html, firstPaint, assets);
    html = preloadLcpImage(html, lcpImage);
    let fontsLater: string[] = [];
    if (firstPaint) {
      const kind = path === '/' ? 'home' : (page.preview?.kind ?? 'home');
      ({ html, fonts: fontsLater } = fontsAfterFirstPaint(html, FIRST_PAINT_FONTS[kind]));
    }
    html = html.replace(
      '</head>',
      `${firstScreenTags(assets, path, preferences.lang, Boolean(firstPaint), fontsLater)}  </head>`,
    );
    if (firstPaint) {
      html = html.replace('<div id="root"></div>', `${firstPaint}\n    <div id="root"></div>`);
    }
    if (page.body) {
      html = html.replace(
        '<div id="root"></div>',
        `<div id="root"></div>\n    <noscript>${page.body}</noscript>`,
      );
    }
    return html;
  };
}
