import { env } from '../config/env.ts';
import { readCurrency, readLanguage } from './preferences.ts';

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
