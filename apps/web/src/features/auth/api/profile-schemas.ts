import { authEndpoints } from '@aurelle/contract';

/** The zod side of the profile call, loaded on first use (lib/lazy-schema.ts). */
export const profileResponseSchema = authEndpoints.profile.response;
