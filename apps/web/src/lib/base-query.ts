import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import {
  apiBaseUrl,
  REQUEST_TIMEOUT_MS,
  setApiHeaders,
  type ApiExtraOptions,
} from './api-request.ts';
import { getToken, setToken } from './session.ts';

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
  // Spec §4: a 401 from any call ends the login state; a token the server rejects (expired, logged
  // out elsewhere) is removed, so `user` no longer opens /profile. Only the token that was sent.
  if (result.error?.status === 401 && getToken() === token) setToken(null);
  return result;
};
