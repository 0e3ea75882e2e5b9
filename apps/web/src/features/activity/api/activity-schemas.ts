/**
 * The zod side of the recently-viewed calls, loaded on first use (lib/lazy-schema.ts): only builds
 * that check responses (development and tests, lib/api.ts) load it.
 */
export { recentlyViewedResponseSchema } from '@aurelle/contract';
