import { COOKIE_DAYS } from '@aurelle/contract';
import { cookieNames } from '../config/storage-keys.ts';
import { getCookie, setCookie } from './cookies.ts';

function newVisitorId(): string {
  return crypto.randomUUID();
}

/** Spec §4: a visitor_id cookie is created if absent, lasting 30 days; returns the id. */
export function ensureVisitorId(): string {
  const existing = getCookie(cookieNames.visitor);
  if (existing) return existing;
  const id = newVisitorId();
  setCookie(cookieNames.visitor, id, COOKIE_DAYS.visitor);
  return id;
}
