import { SHELL_TOAST_AUTO_CLOSE_MS } from '@aurelle/contract';

/** Spec §9 toast defaults: top-right, pause on hover and focus loss, drag 80 %, Alt+T; shell 2000 ms. */
export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: SHELL_TOAST_AUTO_CLOSE_MS,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggablePercent: 80,
  hotKeys: (event: KeyboardEvent) => event.altKey && event.code === 'KeyT',
} as const;
