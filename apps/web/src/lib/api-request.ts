import { env } from '../config/env.ts';
import { readCurrency, readLanguage } from './preferences.ts';
import { getToken, setToken } from './session.ts';

/** How long a call may take before it fails as a timeout (spec §8 `TIMEOUT_ERROR`). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Per-call options: `anonymous` calls never carry the bearer token (spec §6). */
export type ApiExtraOptions = { anonymous?: boolean } | undefined;

/** Absolute, so it also works under vitest where a relative base URL fails (TOOLCHAIN.md). */
export function apiBaseUrl(): string {
  return `${globalThis.location.origin}/api`;
}

/** Spec §7 / ARCHITECTURE.md: key, language and currency on every call. */
export function setApiHeaders(headers: Headers): Headers {
  headers.set('X-Api-Key', env.apiKey);
  headers.set('Accept-Language', readLanguage());
  headers.set('X-Currency', readCurrency());
  return headers;
}

/** The headers of a call made past RTK Query (lib/reads.ts, send-change.ts), with the bearer token. */
export function callHeaders(token: string | null): Headers {
  const headers = setApiHeaders(new Headers());
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/**
 * Spec §4: a 401 from any call ends the login state; a token the server rejects (expired, logged
 * out elsewhere) is removed, so `user` no longer opens /profile. Only the token that was sent.
 */
export function dropRefusedToken(status: unknown, token: string) {
  if (status === 401 && getToken() === token) setToken(null);
}
