import { useEffect } from 'react';
import { FIRST_PAINT_ELEMENT_ID } from '@aurelle/contract';

/**
 * The server paints a page's first screen from the HTML (home's hero, a product's first image,
 * name and price, a list's title row and first products) so it shows before the app has loaded
 * (docs/decisions/0021). The screen that draws the same content removes it once its own image is
 * on screen (`onLoad`/`onError` of that image), or when it has nothing to draw (the hook below).
 */
export const removeFirstPaint = () =>
  globalThis.document?.getElementById(FIRST_PAINT_ELEMENT_ID)?.remove();

/** Removes the server's first paint when the screen unmounts, and as soon as `done` is true. */
export function useRemoveFirstPaint(done: boolean) {
  useEffect(() => removeFirstPaint, []);
  useEffect(() => {
    if (done) removeFirstPaint();
  }, [done]);
}
