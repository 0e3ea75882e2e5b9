import type { CartDrawer } from './cart-drawer.tsx';

/**
 * The cart drawer's body once loaded, rendered without suspending: a Suspense fallback, once
 * shown, holds its content back ~300 ms (React's reveal throttle), which a tap should not wait for.
 */
export let LoadedCart: typeof CartDrawer | undefined;

/**
 * Loads the cart drawer's body (drawers-content.tsx renders it; drawers.tsx asks for it ahead of
 * the tap for a signed-in customer).
 */
export const loadCartDrawer = () =>
  import('./cart-drawer.tsx').then((m) => ({ default: (LoadedCart = m.CartDrawer) }));
