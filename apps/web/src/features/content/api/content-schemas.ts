import { contentEndpoints, inFocusEndpoints } from '@aurelle/contract';

/**
 * The zod side of the content and in-focus calls, loaded on first use (lib/lazy-schema.ts): only
 * builds that check responses (development and tests, lib/api.ts) load it.
 */
export const blockResponseSchema = contentEndpoints.block.response;
export const settingsResponseSchema = contentEndpoints.settings.response;
export const inFocusResponseSchema = inFocusEndpoints.block.response;
