import { notFound } from './errors.ts';

/** `{brand}` in a path must be this shop's slug (BRAND_SLUG); anything else is a JSON 404. */
export function assertBrand(brand: string, slug: string) {
  if (brand !== slug) throw notFound();
}
