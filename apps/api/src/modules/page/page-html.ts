import type { FastifyRequest } from 'fastify';
import {
  AFTER_FIRST_PAINT_META_NAME,
  avifSrcSet,
  CONFIG_META_NAME,
  contentCalls,
  GALLERY_PICTURE_SIZES,
  GRID_PICTURE_SIZES,
  LOCALES_ELEMENT_ID,
  matchRoute,
  PAGE_STATUS_META_NAME,
  pictureSrcSet,
  PLAIN_LIST_VIEW,
  type FirstPaintData,
  type FirstPaintKind,
  type Language,
  type RuntimeConfig,
  type ScreenMatch,
  type SiteSettingsResponse,
} from '@aurelle/contract';
import type { Env } from '../../config/env.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { Locale } from '../../lib/locale.ts';
import { applyHead } from '../seo/seo-tags.ts';
import type { SeoPage, SeoService } from '../seo/seo.service.ts';
import type { PageQueries } from './first-screen-data.ts';
import { INLINE_STYLESHEET, type PageBuild } from './page-build.ts';
import { hasViewQuery, pagePreferences } from './page-preferences.ts';

/**
 * What the SPA needs at run time (nothing secret: the page is public); the launch date is the
 * site settings' (the owner's), else LAUNCH_AT.
 */
export function runtimeConfig(env: Env, launchAt = env.LAUNCH_AT): RuntimeConfig {
  return {
    brandName: env.BRAND_NAME,
    brandSlug: env.BRAND_SLUG,
    apiKey: env.STOREFRONT_API_KEY,
    launchAt,
    checkoutScript: env.payment.checkoutScript,
  };
}

/**
 * The first screen's largest image, preloaded. A filtered, sorted or later page of a list
 * (`?lng=` aside) may start with another product: only the plain view's is known.
 */
function lcpImageOf(path: string, url: string, page: SeoPage): string | undefined {
  return hasViewQuery(url) && !path.startsWith('/product/') ? undefined : page.lcpImage;
}

/**
 * What the page's first screen paints from the HTML, if anything: home's hero picture, a
 * product's first image and heading, or a plain list's title row and first products.
 */
function firstPaintData(path: string, lcpImage: string, page: SeoPage): FirstPaintData | undefined {
  if (path === '/') return { kind: 'home', image: lcpImage };
  return page.preview;
}

/**
 * The first screen's largest image, preloaded from the top of the head, so it is the first
 * request the page makes, ahead of the scripts and fonts the head lists next: after the charset
 * and the viewport, which the browser needs to pick a candidate (before it, a phone's preload
 * takes the candidate for a 980-pixel page, and the picture is fetched twice).
 */
function preloadLcpImage(html: string, lcpImage: string, path: string): string {
  // The preload names the candidates and sizes the page's picture offers, or the browser would
  // fetch the picture twice: a derived picture's AVIF versions (a browser without AVIF skips the
  // preload and takes the WebP), a list card's 400-pixel copy (decision 0049 §9).
  const product = path.startsWith('/product/');
  const avif = avifSrcSet(lcpImage);
  const srcset = avif ?? (product ? undefined : pictureSrcSet(lcpImage));
  const sizes = product ? GALLERY_PICTURE_SIZES : GRID_PICTURE_SIZES;
  const candidates = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${sizes}"` : '';
  const link = avif
    ? `<link rel="preload" as="image" type="image/avif" fetchpriority="high"${candidates}>`
    : `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(lcpImage)}"${candidates}>`;
  const top =
    /<meta name="viewport"[^>]*>/i.exec(html) ?? /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!top) return html.replace('</head>', `  ${link}\n  </head>`);
  const at = top.index + top[0].length;
  return `${html.slice(0, at)}\n    ${link}${html.slice(at)}`;
}

const INLINE_STYLE = new RegExp(`<style ${INLINE_STYLESHEET}>[\\s\\S]*?</style>`);
const FONT_PRELOAD = /\s*<link rel="preload" href="([^"]+)" as="font"[^>]*>/g;

/**
 * A page with a first paint carries only what that paint uses: the stylesheet's rules it may
 * match and every font face, inline, and the preloads of the fonts it sets text in. The rest of
 * the stylesheet (without the faces, declared once), the other fonts, the app's and the screen's
 * scripts and the UI strings are listed for the entry to fetch once the paint is on screen
 * (apps/web/src/first-paint/after-first-paint.ts).
 */
function withFirstPaintAssets(
  html: string,
  build: PageBuild,
  path: string,
  lang: Language,
  kind: FirstPaintKind,
  markup: string,
): string {
  const css = build.criticalCss(markup);
  // First, so the edits below copy a page without the whole stylesheet in it.
  if (css !== undefined) html = html.replace(INLINE_STYLE, () => `<style>${css}</style>`);
  const fontsLater = new Set(build.fontsAfter(kind));
  html = html.replace(FONT_PRELOAD, (link, href: string) => (fontsLater.has(href) ? '' : link));
  const stylesheet = build.stylesheetAfterFirstPaint();
  const later = [
    ...(stylesheet ? [stylesheet] : []),
    ...fontsLater,
    ...build.appFiles(),
    ...build.screenFiles(path),
    ...build.localeFiles(lang),
  ];
  const meta = `<meta name="${AFTER_FIRST_PAINT_META_NAME}" content="${escapeHtml(later.join(' '))}">`;
  return html
    .replace('</head>', `  ${meta}\n  </head>`)
    .replace('<div id="root"></div>', `${markup}\n    <div id="root"></div>`);
}

/** A page without a first paint: the app's and the screen's scripts preloaded, the strings inside. */
function withAppAssets(
  html: string,
  build: PageBuild | undefined,
  path: string,
  lang: Language,
  notFound: boolean,
) {
  if (!build) return html;
  const screen = notFound ? build.notFoundFiles() : build.screenFiles(path);
  const tags = [...build.appFiles(), ...screen].map(
    (file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`,
  );
  const locales = build.localesJson(lang);
  if (locales) {
    tags.push(`<script type="application/json" id="${LOCALES_ELEMENT_ID}">${locales}</script>`);
  }
  return html.replace('</head>', `${tags.map((tag) => `  ${tag}\n`).join('')}  </head>`);
}

/**
 * The first paint's markup from the web build's server render; none (the app draws the first
 * screen) when the build has no render or it fails.
 */
function renderFirstPaint(
  build: PageBuild,
  data: FirstPaintData,
  lang: Language,
  brandName: string,
  request: FastifyRequest,
): string | undefined {
  try {
    return build.firstPaint(data, lang, brandName);
  } catch (error) {
    request.log.error(
      { err: error },
      'the first paint did not render; the page is sent without it',
    );
    return undefined;
  }
}

/** A page as it is sent: its HTML, and whether the shop has it (it answers 404 if not). */
export type FilledPage = { html: string; notFound: boolean; movedTo?: string };

const NOT_FOUND: ScreenMatch = { screen: 'not-found', params: {} };

/** Tells the app that the page it opens on is one the shop does not have. */
const NOT_FOUND_STATUS = `<meta name="${PAGE_STATUS_META_NAME}" content="404">`;

/** A product's or a category's page: only the catalogue tells whether the shop has it. */
const looksUp = ({ screen, params }: ScreenMatch) =>
  screen === 'product' || (screen === 'shop' && params.category !== undefined);

/**
 * Fills the built index.html for one request, top to bottom: the runtime config; the page's
 * language and currency; its head (title, description, canonical, Open Graph, JSON-LD) and
 * preview data; the first paint's markup, rendered by the web build's own components; then the
 * assets that paint or the app needs (docs/decisions/0021); last, the first screen's data
 * (first-screen-data.ts, docs/decisions/0049 §2). The head and the preview are read from the
 * page's own queries, the API's answers the page then holds: each is made once per page.
 */
export function createPageHtml(
  env: Env,
  seo: SeoService | undefined,
  build: PageBuild | undefined,
  pageQueries: (locale: Locale, preview?: string) => PageQueries,
  /** A staff preview's token when `url` carries a valid one. */
  previewOf: (url: string) => string | undefined = () => undefined,
) {
  const configTag = (launchAt?: string) =>
    `<meta name="${CONFIG_META_NAME}" content="${escapeHtml(JSON.stringify(runtimeConfig(env, launchAt)))}">`;
  return async (template: string, url: string, request: FastifyRequest): Promise<FilledPage> => {
    const path = url.split('?')[0] ?? '/';
    const match = matchRoute(path, env.BRAND_SLUG);
    if (!seo) {
      const html = template.replace('</head>', `  ${configTag()}\n  </head>`);
      return { html, notFound: match.screen === 'not-found' };
    }
    const locale = pagePreferences(request);
    const { lang } = locale;
    const queries = pageQueries(locale, previewOf(url));
    // The site settings are among every page's first-screen calls: asked once for the page.
    const settings = await queries.data<SiteSettingsResponse>(contentCalls.settings());
    let html = template.replace('</head>', `  ${configTag(settings?.data.launch_at)}\n  </head>`);
    const listView = hasViewQuery(url) ? undefined : PLAIN_LIST_VIEW;
    const head = seo.page(path, locale, { data: queries.data, listView });
    // A product's or a category's data waits for the head, which looks it up: a page the shop
    // does not have holds the not-found screen's data, an old address none. Other pages' head
    // and data are read together, each call made once.
    const looked = looksUp(match) ? await head : undefined;
    if (looked?.movedTo) return { html: '', notFound: false, movedTo: looked.movedTo };
    const screen = looked?.notFound ? NOT_FOUND : match;
    const [page, firstScreen] = await Promise.all([head, queries.script(screen, listView)]);
    const notFound = page.notFound === true;
    html = applyHead(html, page.head, env.BRAND_NAME);
    if (notFound) html = html.replace('</head>', `  ${NOT_FOUND_STATUS}\n  </head>`);
    const lcpImage = lcpImageOf(path, url, page);
    const data = lcpImage ? firstPaintData(path, lcpImage, page) : undefined;
    const markup = data && build && renderFirstPaint(build, data, lang, env.BRAND_NAME, request);
    if (build && data && markup) {
      html = withFirstPaintAssets(html, build, path, lang, data.kind, markup);
    } else {
      html = withAppAssets(html, build, path, lang, notFound);
    }
    if (lcpImage) html = preloadLcpImage(html, lcpImage, path);
    if (page.body) {
      html = html.replace(
        '<div id="root"></div>',
        `<div id="root"></div>\n    <noscript>${page.body}</noscript>`,
      );
    }
    html = html.replace('</body>', () => `  ${firstScreen}\n  </body>`);
    return { html, notFound };
  };
}
