import { useSyncExternalStore } from 'react';
import { USER_STORAGE_KEY } from '../config/storage-keys.ts';

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

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current token, re-rendering when it changes (here or in another tab). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
