/**
 * Where the catalogue calls live, apart from their schemas (catalog.endpoints.ts): the shop's
 * first screens call them, and need the paths, not the schemas (docs/decisions/0049 §4).
 */
export const catalogPaths = {
  categories: '/category/show',
  category: '/category/:id',
  products: '/:brand/products',
  filters: '/:brand/getFilters',
  product: '/:brand/products/:id',
} as const;

/**
 * A product's related pieces: apart from `catalogPaths`, so the first screens' code, which carries
 * that object whole, does not carry it (the row is asked for after the first paint).
 */
export const relatedProductsPath = '/:brand/products/:id/related';

/** Fills `:param` placeholders of an endpoint path (web side). */
export function buildPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}
