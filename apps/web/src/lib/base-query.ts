import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import {
  apiBaseUrl,
  dropRefusedToken,
  REQUEST_TIMEOUT_MS,
  setApiHeaders,
  type ApiExtraOptions,
} from './api-request.ts';
import { getToken } from './session.ts';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: setApiHeaders,
});

/**
 * fetchBaseQuery plus the bearer token when local storage holds one. Failures arrive as the
 * spec §8 kinds: FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR, or an HTTP status with data.
 */
export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions
> = async (args, api, extraOptions) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const token = extraOptions?.anonymous ? null : getToken();
  if (!token) return rawBaseQuery(request, api, {});
  const headers = new Headers(request.headers as HeadersInit | undefined);
  headers.set('Authorization', `Bearer ${token}`);
  const result = await rawBaseQuery({ ...request, headers }, api, {});
  dropRefusedToken(result.error?.status, token);
  return result;
};
