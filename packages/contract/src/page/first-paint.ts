/**
 * The kinds of first paint: the first screen the server draws from the HTML before the app has
 * loaded (docs/decisions/0021). Home's is its hero image, a product page's its first image, eyebrow,
 * name and price, a plain shop list's its title row and first products.
 */
export const FIRST_PAINT_KINDS = ['home', 'list', 'product'] as const;
export type FirstPaintKind = (typeof FIRST_PAINT_KINDS)[number];

/**
 * The products a list's first paint shows: the grid's first row at its widest (four columns), two
 * rows on a phone. The app's first render of a list draws these too, and the rest right after
 * (apps/web/src/features/catalog/components/product-results.tsx).
 */
export const FIRST_PAINT_LIST_CARDS = 4;

/** A product as a list's first paint shows it: its first image, name and base price. */
export type FirstPaintCard = {
  _id: string;
  slug: string | null;
  image: string;
  name: string;
  price: string;
  originalPrice?: string;
};

/** What a first paint shows, as the server's page shell gives it to the web's first-paint render. */
export type FirstPaintData =
  | { kind: 'home'; image: string }
  | {
      kind: 'product';
      image: string;
      eyebrow: string;
      name: string;
      price: string;
      originalPrice?: string;
    }
  | {
      kind: 'list';
      /** Undefined for the whole shop: the app's "All jewellery" title. */
      title?: string;
      description?: string;
      total: number;
      cards: FirstPaintCard[];
    };

/** What the first-paint render needs besides the data: the page's language and UI strings. */
export type FirstPaintContext = {
  lang: string;
  /** The UI strings by language (`locales/{lng}.json`): the page's own and English, the fallback. */
  strings: Record<string, Record<string, unknown>>;
  /** Values every string may use (`{{brand}}`). */
  brandName: string;
};

/**
 * The web build's server render of the first paints (apps/web/src/first-paint/server.tsx, built to
 * `dist/server/first-paint.js`): the markup of the `#first-paint` element, or undefined when it
 * cannot draw it (a string missing from the build).
 */
export type RenderFirstPaint = (
  data: FirstPaintData,
  context: FirstPaintContext,
) => string | undefined;

/**
 * What the web build tells the server about its pages (`dist/.vite/page-manifest.json`). File
 * paths are URLs from the site root (`/assets/…`) unless said otherwise.
 */
export type PageManifest = {
  /** The app's scripts, which the entry imports: preloaded, or listed for after the first paint. */
  app: string[];
  /**
   * The app's routes in its own order (apps/web/src/app/route-paths.ts), each with its screen's
   * scripts beyond the entry and the app: `''` is home, `:name` one segment, `*` any path.
   */
  routes: { path: string; files: string[] }[];
  /** The one stylesheet, which index.html links; a first paint's critical CSS is cut from it. */
  stylesheet?: string;
  /**
   * The same stylesheet without its `@font-face` rules: what a page with a first paint fetches
   * after it. That page's head declares every face once, so the whole stylesheet arriving does not
   * declare them again (a face declared again is a new, unloaded face: the browser would lay the
   * page out again in the fallback type, then once more when it has loaded).
   */
  stylesheetRules?: string;
  /**
   * The font files index.html preloads, and those each kind of first paint sets text in (the
   * others come after that paint).
   */
  fonts: { preloaded: string[]; firstPaint: Record<FirstPaintKind, string[]> };
  /** The first-paint server render, relative to the build's folder (`server/first-paint.js`). */
  firstPaintModule: string;
};
