import Cookies from 'js-cookie';

/** Every cookie of the shop lives on path / (spec §9). */
export function setCookie(name: string, value: string, days: number) {
  Cookies.set(name, value, { expires: days, path: '/', sameSite: 'Lax' });
}

/** All cookies, parsed once per change of `document.cookie` rather than on every read. */
let parsed: { raw: string; values: Record<string, string> } | undefined;

export function getCookie(name: string): string | undefined {
  const raw = globalThis.document?.cookie ?? '';
  if (parsed?.raw !== raw) parsed = { raw, values: Cookies.get() };
  return parsed.values[name];
}

/** Reads a cookie that holds JSON, or undefined when it is absent or not JSON. */
export function getJsonCookie(name: string): unknown {
  const raw = getCookie(name);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}
