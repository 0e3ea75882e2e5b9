import type { FastifyRequest } from 'fastify';
import { PAGE_ELEMENT_IDS, type Language } from '@aurelle/contract';
import type { Env } from '../../config/env.ts';
import { pagePreferences } from '../seo/page-preferences.ts';
import { applyHead, escapeHtml } from '../seo/seo-tags.ts';
import type { PagePreview, SeoService } from '../seo/seo.service.ts';
import type { PageAssets } from './page-assets.ts';

const { locales: INLINE_LOCALES_ID, firstPaint: FIRST_PAINT_ID } = PAGE_ELEMENT_IDS;

/** What the SPA needs at run time; read by apps/web/src/config/env.ts from a meta tag. */
export function runtimeConfig(env: Env) {
  return {
    brandName: env.BRAND_NAME,
    brandSlug: env.BRAND_SLUG,
    apiKey: env.STOREFRONT_API_KEY,
    launchAt: env.LAUNCH_AT,
    locationApiUrl: env.LOCATION_API_URL ?? '/api/locations',
    locationApiKey: env.LOCATION_API_KEY,
  };
}

/**
 * Head tags that shorten the first screen's critical path (docs/decisions/0007): its largest image
 * and its screen's JavaScript start downloading with the HTML, and the UI strings come inside it.
 */
function firstScreenTags(
  assets: PageAssets | undefined,
  path: string,
  lang: Language,
  lcpImage: string | undefined,
  hasFirstPaint: boolean,
): string {
  const tags: string[] = [];
  if (lcpImage) {
    tags.push(
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(lcpImage)}">`,
    );
  }
  const scripts = [...(assets?.appFiles() ?? []), ...(assets?.screenFiles(path) ?? [])];
  if (hasFirstPaint) {
    // Fetched once the first paint is on screen (apps/web/src/main.tsx), so the page's largest
    // image and the HTML have the connection to themselves until then (docs/decisions/0009).
    tags.push(
      `<meta name="${PAGE_ELEMENT_IDS.scripts}" content="${escapeHtml(scripts.join(' '))}">`,
    );
  } else {
    for (const file of scripts) {
      tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`);
    }
  }
  const locales = assets?.localesJson(lang);
  if (locales) {
    tags.push(`<script type="application/json" id="${INLINE_LOCALES_ID}">${locales}</script>`);
  }
  return tags.map((tag) => `  ${tag}\n`).join('');
}

/**
 * The first screen's largest content, painted from the HTML before the app has loaded: home's
 * hero image (docs/decisions/0007), or a product's first image, name and price (0009). The app
 * removes it once its own version is on screen (apps/web/src/lib/first-paint.ts).
 */
function firstPaintHtml(
  path: string,
  lcpImage: string | undefined,
  preview: PagePreview | undefined,
): string | undefined {
  const open = `<div id="${FIRST_PAINT_ID}" class="first-paint`;
  if (path === '/' && lcpImage) {
    return `${open}" aria-hidden="true"><img src="${escapeHtml(lcpImage)}" alt="" fetchpriority="high"></div>`;
  }
  if (!preview) return undefined;
  const was = preview.originalPrice ? ` <s>${escapeHtml(preview.originalPrice)}</s>` : '';
  return [
    `${open} first-paint--product" aria-hidden="true"><div class="container first-paint__layout">`,
    `<img src="${escapeHtml(preview.image)}" alt="" width="800" height="1000" fetchpriority="high">`,
    `<div class="first-paint__details"><p class="eyebrow">${escapeHtml(preview.eyebrow)}</p>`,
    `<p class="first-paint__name">${escapeHtml(preview.name)}</p>`,
    `<p class="first-paint__price">${escapeHtml(preview.price)}${was}</p></div></div></div>`,
  ].join('');
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
    // A filtered or sorted list may start with another product: preload only the plain view's.
    const lcpImage = url.includes('?') && !path.startsWith('/product/') ? undefined : page.lcpImage;
    const firstPaint = firstPaintHtml(path, lcpImage, page.preview);
    html = html.replace(
      '</head>',
      `${firstScreenTags(assets, path, preferences.lang, lcpImage, Boolean(firstPaint))}  </head>`,
    );
    if (firstPaint)
      html = html.replace('<div id="root"></div>', `${firstPaint}\n    <div id="root"></div>`);
    if (page.body) {
      html = html.replace(
        '<div id="root"></div>',
        `<div id="root"></div>\n    <noscript>${page.body}</noscript>`,
      );
    }
    return html;
  };
}
