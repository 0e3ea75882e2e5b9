/** Elements the server puts into index.html for the SPA to read (docs/decisions/0021). */
export const PAGE_ELEMENT_IDS = {
  /** `<script type="application/json">` with the page's UI strings, `{ "en": {…}, "fr": {…} }`. */
  locales: 'aurelle-locales',
  /**
   * The first screen painted from the HTML (home's hero, a product's image, name and price, a
   * list's title row and first products), removed by the screen once its own image has loaded.
   */
  firstPaint: 'first-paint',
} as const;

/** `<meta name>`s the server writes into index.html for the SPA to read. */
export const PAGE_META_NAMES = {
  /** The runtime config as JSON (`RuntimeConfig`, config.ts). */
  config: 'aurelle-config',
  /**
   * On a page with a first paint: what the entry fetches once that paint is on screen,
   * space-separated: the whole stylesheet, the font weights the paint does not use, the app's and
   * the screen's scripts (`.js`) and the UI strings (`/locales/{lng}.json`).
   */
  afterFirstPaint: 'aurelle-after-first-paint',
} as const;
