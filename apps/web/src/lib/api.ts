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
  // A response that does not match its contract schema is a parsing error (spec §8 kinds).
  catchSchemaFailure: (error) => ({
    status: 'PARSING_ERROR' as const,
    originalStatus: 200,
    data: '',
    error: `${error.schemaName} failed validation`,
  }),
  endpoints: () => ({}),
});
