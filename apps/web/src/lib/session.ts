import { useSyncExternalStore } from 'react';
import { USER_STORAGE_KEY } from '../config/storage-keys.ts';
import { afterStart } from '../utils/after-start.ts';

const listeners = new Set<() => void>();

/** The logged-in token kept in local storage under `user` (spec §3), or null. */
export function getToken(): string | null {
  try {
    const value = localStorage.getItem(USER_STORAGE_KEY);
    return value && value !== 'null' && value !== 'undefined' ? value : null;
  } catch {
    return null;
  }
}

export function setToken(token: string | null) {
  if (token) localStorage.setItem(USER_STORAGE_KEY, token);
  else localStorage.removeItem(USER_STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

/** Another tab logged in or out (or cleared the site's storage): every subscriber reads again. */
function onStorage(event: StorageEvent) {
  if (event.key === USER_STORAGE_KEY || event.key === null)
    listeners.forEach((listener) => listener());
}

let watching = false;

/**
 * Listens to the other tabs once the browser is idle, not while the page starts: a window's first
 * `storage` listener makes Chromium open the session storage too, a synchronous call to the
 * browser process inside the first screen's effects (docs/decisions/0049 §10). Each
 * subscriber reads the token again then, so a change made before is not missed.
 */
function watchOtherTabs() {
  if (watching) return;
  watching = true;
  afterStart(() => {
    window.addEventListener('storage', onStorage);
    listeners.forEach((listener) => listener());
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  watchOtherTabs();
  return () => {
    listeners.delete(listener);
  };
}

/** The current token, re-rendering when it changes (here or in another tab). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
