import { contentEndpoints } from '@aurelle/contract';

/** The zod side of the content calls, loaded on first use (lib/lazy-schema.ts). */
export const blockResponseSchema = contentEndpoints.block.response;
export const settingsResponseSchema = contentEndpoints.settings.response;
