import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { env } from '../config/env.ts';
import { readCurrency, readLanguage } from './preferences.ts';
import { getToken, setToken } from './session.ts';

export const REQUEST_TIMEOUT_MS = 15_000;

/** Per-endpoint options: `anonymous` calls never carry the bearer token (spec §6). */
export type ApiExtraOptions = { anonymous?: boolean } | undefined;

/** Absolute, so it also works under vitest where a relative base URL fails (TOOLCHAIN.md). */
export function apiBaseUrl(): string {
  return `${globalThis.location.origin}/api`;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  timeout: REQUEST_TIMEOUT_MS,
  // Spec §7 / ARCHITECTURE.md: key, language and currency on every call.
  prepareHeaders: (headers) => {
    headers.set('X-Api-Key', env.apiKey);
    headers.set('Accept-Language', readLanguage());
    headers.set('X-Currency', readCurrency());
    return headers;
  },
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
