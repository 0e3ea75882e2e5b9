import type { FastifyRequest } from 'fastify';
import type { Env } from '../../config/env.ts';
import { pagePreferences } from '../seo/page-preferences.ts';
import { applyHead, escapeHtml } from '../seo/seo-tags.ts';
import type { SeoService } from '../seo/seo.service.ts';

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
 * Fills the built index.html for one request: the runtime config meta tag, then the page's
 * title, description, canonical URL, Open Graph, Twitter and JSON-LD in the page's language,
 * and for product pages a <noscript> summary, so crawlers and link previews see the page.
 */
export function createHtmlRenderer(env: Env, seo?: SeoService) {
  const configTag = `<meta name="aurelle-config" content="${escapeHtml(JSON.stringify(runtimeConfig(env)))}">`;
  return async (template: string, url: string, request: FastifyRequest): Promise<string> => {
    let html = template.replace('</head>', `  ${configTag}\n  </head>`);
    if (!seo) return html;
    const path = url.split('?')[0] ?? '/';
    const page = await seo.page(path, pagePreferences(request));
    html = applyHead(html, page.head, env.BRAND_NAME);
    if (page.body) {
      html = html.replace(
        '<div id="root"></div>',
        `<div id="root"></div>\n    <noscript>${page.body}</noscript>`,
      );
    }
    return html;
  };
}
