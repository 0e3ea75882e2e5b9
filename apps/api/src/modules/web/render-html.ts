import type { FastifyRequest } from 'fastify';
import type { Env } from '../../config/env.ts';

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

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Extra head tags for one request; the SEO module adds its own in front of the defaults. */
export type HeadContributor = (request: FastifyRequest, url: string) => Promise<string> | string;

/**
 * Fills index.html for one request: the runtime config meta tag, then whatever the head
 * contributors add (title, description, canonical, Open Graph, JSON-LD).
 */
export function createHtmlRenderer(env: Env, contributors: HeadContributor[] = []) {
  const configTag = `<meta name="aurelle-config" content="${escapeHtml(JSON.stringify(runtimeConfig(env)))}">`;
  return async (template: string, url: string, request: FastifyRequest): Promise<string> => {
    const extra = await Promise.all(contributors.map((contribute) => contribute(request, url)));
    return template.replace('</head>', `    ${configTag}\n${extra.join('\n')}\n  </head>`);
  };
}
