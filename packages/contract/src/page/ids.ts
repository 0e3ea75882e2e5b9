/*
 * The names of what the server puts into index.html for the SPA to read (docs/decisions/0021).
 * Each is a plain string constant, which the web's build writes in where it is used: the page's
 * tiny entry script reads them without loading a module for it.
 */

/** `<script type="application/json">` with the page's UI strings, `{ "en": {…}, "fr": {…} }`. */
export const LOCALES_ELEMENT_ID = 'aurelle-locales';

/**
 * The first screen painted from the HTML (home's hero, a product's image, name and price, a
 * list's title row and first products), removed by the screen once its own image has loaded.
 */
export const FIRST_PAINT_ELEMENT_ID = 'first-paint';

/** `<meta name>` holding the runtime config as JSON (`RuntimeConfig`, config.ts). */
export const CONFIG_META_NAME = 'aurelle-config';

/**
 * `<meta name>` on a page with a first paint: what the entry fetches once that paint is on screen,
 * space-separated: the whole stylesheet, the font weights the paint does not use, the app's and
 * the screen's scripts (`.js`) and the UI strings (`/locales/{lng}.json`).
 */
export const AFTER_FIRST_PAINT_META_NAME = 'aurelle-after-first-paint';

/**
 * `<meta name>` on a page answered with another status than 200, holding that status: `404` for a
 * page the shop does not have (an unknown path, product or category). The app shows its
 * not-found screen at the address it opened on, whatever route that address matches.
 */
export const PAGE_STATUS_META_NAME = 'aurelle-status';

/** The element ids above, by role. */
export const PAGE_ELEMENT_IDS = {
  locales: LOCALES_ELEMENT_ID,
  firstPaint: FIRST_PAINT_ELEMENT_ID,
} as const;
