import { UNUSED_DATA_SECONDS } from '@aurelle/contract';
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query.ts';
import { TAG_TYPES } from './cache-tags.ts';

/** The one RTK Query slice; each feature adds its calls with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: UNUSED_DATA_SECONDS,
  // Responses are checked against their contract schemas in development and tests only. The
  // API checks every response against the same schema before sending it (its serializer), so in
  // the shop as built a second check would only cost a phone zod's start-up
  // (docs/decisions/0050). Where checked, a mismatch is a parsing error (spec §8 kinds).
  skipSchemaValidation: !import.meta.env.DEV,
  catchSchemaFailure: (error) => ({
    status: 'PARSING_ERROR' as const,
    originalStatus: 200,
    data: '',
    error: `${error.schemaName} failed validation`,
  }),
  endpoints: () => ({}),
});
