import { useSyncExternalStore } from 'react';

/** Every panel of the shell; one union, so only one is open at a time (spec §2 Shell). */
export type Panel = 'cart' | 'wishlist' | 'auth' | 'search' | 'filter' | 'sidebar';

/** Spec §2 Auth drawer: signup is the default tab. */
export type AuthTab = 'login' | 'signup' | 'address' | 'success';
export const DEFAULT_AUTH_TAB: AuthTab = 'signup';

/** Spec §2 Cart drawer: three steps, the cart first; the back arrow goes one step back. */
export const CART_STEPS = ['cart', 'checkout', 'payment'] as const;
export type CartStep = (typeof CART_STEPS)[number];

export type PanelState = { open: Panel | null; authTab: AuthTab; cartStep: CartStep };

const initialState: PanelState = { open: null, authTab: DEFAULT_AUTH_TAB, cartStep: 'cart' };

/**
 * Which panel is open, the auth drawer's tab and the cart drawer's step: the shell's one piece of
 * state of its own (the server's data lives in the query client). Each change replaces the state.
 */
let state = initialState;
const listeners = new Set<() => void>();

function update(change: Partial<PanelState>) {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const openPanel = (open: Panel) => update({ open });
export const openAuth = (tab?: AuthTab) =>
  update({ open: 'auth', authTab: tab ?? DEFAULT_AUTH_TAB });
export const setAuthTab = (authTab: AuthTab) => update({ authTab });
/** The cart drawer's step; set before opening it, buy now starts at checkout (spec §4). */
export const setCartStep = (cartStep: CartStep) => update({ cartStep });
/** Spec §4: closing returns the cart drawer to its first step. */
export const closePanel = () => update(initialState);

export const getPanelState = () => state;

/** A part of the panel state, drawn again when it changes. */
export function usePanelState<T>(select: (panel: PanelState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(initialState),
  );
}

/** The open panel and the two actions most callers need. */
export function usePanel() {
  const open = usePanelState((panel) => panel.open);
  return { open, show: openPanel, close: closePanel };
}

/** Back to no panel, without telling anyone: between tests (testing/setup.ts). */
export function resetPanel() {
  state = initialState;
}
