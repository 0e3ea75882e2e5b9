import { COOKIE_DAYS, COOKIE_NAMES } from '@aurelle/contract';
import { getCookie, setCookie } from './cookies.ts';

function newVisitorId(): string {
  return crypto.randomUUID();
}

/** Spec §4: a visitor_id cookie is created if absent, lasting 30 days; returns the id. */
export function ensureVisitorId(): string {
  const existing = getCookie(COOKIE_NAMES.visitor);
  if (existing) return existing;
  const id = newVisitorId();
  setCookie(COOKIE_NAMES.visitor, id, COOKIE_DAYS.visitor);
  return id;
}
