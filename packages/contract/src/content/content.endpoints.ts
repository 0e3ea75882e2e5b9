import type { Endpoint } from '../http.ts';
import { contentPaths } from './content.paths.ts';
import {
  blockNameParamsSchema,
  contentBlockResponseSchema,
  siteSettingsResponseSchema,
} from './content.schema.ts';

/** Content calls of spec §7; none needs a token. In-focus blocks are in in-focus.endpoints.ts. */
export const contentEndpoints = {
  block: {
    operationId: 'getContentBlock',
    summary: 'Get a store-customization block',
    tag: 'content',
    access: 'apiKey',
    method: 'GET',
    path: contentPaths.block,
    params: blockNameParamsSchema,
    response: contentBlockResponseSchema,
    responseName: 'ContentBlockResponse',
    responseDescription: "The block's content",
    errors: [404],
  },
  settings: {
    operationId: 'getSiteSettings',
    summary: "Get the site's global settings",
    tag: 'content',
    access: 'apiKey',
    method: 'GET',
    path: contentPaths.settings,
    response: siteSettingsResponseSchema,
    responseName: 'SiteSettingsResponse',
    responseDescription: "The site's global settings",
  },
} as const satisfies Record<string, Endpoint>;
