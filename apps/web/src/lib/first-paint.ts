import { PAGE_ELEMENT_IDS } from '@aurelle/contract';

/**
 * The server paints a page's first screen from the HTML (home's hero, a product's first image,
 * name and price) so it shows before the app has loaded (docs/decisions/0007 and 0009); main.tsx
 * starts the app once it is on screen. The screen that draws the same content removes it once its
 * own image is on screen.
 */
const firstPaint = () => globalThis.document?.getElementById(PAGE_ELEMENT_IDS.firstPaint);

export const removeFirstPaint = () => firstPaint()?.remove();
