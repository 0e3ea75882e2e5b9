import { useSyncExternalStore } from 'react';

/** Whether a toast has been asked for yet: react-toastify and its container load only then. */
let asked = false;
const listeners = new Set<() => void>();

/** A toast, with react-toastify loaded on first use so pages do not carry it up front. */
export function notify(kind: 'success' | 'error', text: string) {
  if (!asked) {
    asked = true;
    listeners.forEach((listener) => listener());
  }
  // react-toastify queues toasts until its container mounts (app/shell/root-layout.tsx).
  void import('react-toastify').then(({ toast }) => toast[kind](text));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True from the first toast on: the shell mounts the toast container then. */
export function useToastsAsked(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => asked,
    () => false,
  );
}
