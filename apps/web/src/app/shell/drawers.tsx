import { useEffect, useState } from 'react';
import { usePanel } from '../../lib/panel.ts';
import { useToken } from '../../lib/session.ts';
import type { DrawersContent } from './drawers-content.tsx';

let Loaded: typeof DrawersContent | undefined;
let loading: Promise<typeof DrawersContent> | undefined;
/** The drawers' module (drawers-content.tsx), asked for once, again after a failed load. */
function loadDrawers() {
  loading ??= import('./drawers-content.tsx').then(
    (m) => (Loaded = m.DrawersContent),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** How long after the shell's first render a signed-in customer's cart drawer loads, ahead of the tap. */
const CART_AHEAD_MS = 1500;

/**
 * The shell's panels (spec §2), built when the first one opens. Their module (the drawers' frame,
 * focus trap and scroll lock, and the loaders of their bodies) is not part of a page's start: it
 * loads with the first panel a visitor opens, or a URL opens (/login), and then stays, so a
 * closing drawer plays its exit. A signed-in customer's cart drawer, module and body, loads once
 * the page has settled, so that the tap on the cart does not wait for it.
 *
 * Rendered once loaded, without Suspense: a Suspense fallback, once shown, holds the content back
 * ~300 ms (React's reveal throttle), which a tap should not wait for.
 */
export function Drawers() {
  const { open, close } = usePanel();
  const signedIn = useToken() !== null;
  const [opened, setOpened] = useState(open !== null);
  const [, setLoaded] = useState(false);
  // Kept from the render a panel first opened in, as React's "information from previous renders".
  if (open !== null && !opened) setOpened(true);
  useEffect(() => {
    if (!opened || Loaded) return;
    let current = true;
    loadDrawers().then(
      () => current && setLoaded(true),
      // Offline, say: the panel closes, and the next tap asks again.
      () => {
        if (!current) return;
        setOpened(false);
        close();
      },
    );
    return () => {
      current = false;
    };
  }, [opened, close]);
  useEffect(() => {
    if (!signedIn) return;
    const id = setTimeout(
      () =>
        void loadDrawers()
          .then(() => import('./cart-drawer-loader.ts'))
          .then(({ loadCartDrawer }) => loadCartDrawer())
          // Ahead of the tap only: the tap asks again.
          .catch(() => undefined),
      CART_AHEAD_MS,
    );
    return () => clearTimeout(id);
  }, [signedIn]);
  return opened && Loaded ? <Loaded /> : null;
}
