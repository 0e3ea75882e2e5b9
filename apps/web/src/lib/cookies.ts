import Cookies from 'js-cookie';

/** Every cookie of the shop lives on path / (spec §9). */
export function setCookie(name: string, value: string, days: number) {
  Cookies.set(name, value, { expires: days, path: '/', sameSite: 'Lax' });
}

export function getCookie(name: string): string | undefined {
  return Cookies.get(name);
}

/** Reads a cookie that holds JSON, or undefined when it is absent or not JSON. */
export function getJsonCookie(name: string): unknown {
  const raw = Cookies.get(name);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}
