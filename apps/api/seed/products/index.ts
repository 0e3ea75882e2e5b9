import { slugify } from '@aurelle/contract';
import type { CategorySlug, ProductSeed } from '../catalog-data.ts';
import { BANGLES } from './bangles.ts';
import { BRACELETS } from './bracelets.ts';
import { EARRINGS } from './earrings.ts';
import { NECKLACES } from './necklaces.ts';
import { PENDANTS } from './pendants.ts';
import { RINGS } from './rings.ts';

export type CatalogEntry = ProductSeed & { category: CategorySlug; slug: string | null };

const BY_CATEGORY: Record<CategorySlug, ProductSeed[]> = {
  rings: RINGS,
  earrings: EARRINGS,
  necklaces: NECKLACES,
  pendants: PENDANTS,
  bracelets: BRACELETS,
  bangles: BANGLES,
};

/** The whole demo catalogue, 12 pieces per category. */
export const CATALOG: CatalogEntry[] = Object.entries(BY_CATEGORY).flatMap(([category, products]) =>
  products.map((product) => ({
    ...product,
    category: category as CategorySlug,
    slug: product.slug === null ? null : (product.slug ?? slugify(product.name.en)),
  })),
);
