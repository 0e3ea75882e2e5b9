import { parseCookies, serializeCookie } from '@aurelle/contract';

/** Every cookie of the shop lives on path / (spec §9). */
export function setCookie(name: string, value: string, days: number) {
  document.cookie = serializeCookie(name, value, days);
}

/**
 * All cookies, read as the server reads a Cookie header (the contract's `parseCookies`), parsed
 * once per change of `document.cookie` rather than on every read.
 */
let parsed: { raw: string; values: Map<string, string> } | undefined;

export function getCookie(name: string): string | undefined {
  const raw = globalThis.document?.cookie ?? '';
  if (parsed?.raw !== raw) parsed = { raw, values: parseCookies(raw) };
  return parsed.values.get(name);
}
