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
    method: 'GET',
    path: contentPaths.block,
    params: blockNameParamsSchema,
    response: contentBlockResponseSchema,
  },
  settings: {
    operationId: 'getSiteSettings',
    summary: "Get the site's global settings",
    method: 'GET',
    path: contentPaths.settings,
    response: siteSettingsResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
