import type { Db } from '../src/db/client.ts';
import { createCategory, createProduct } from './factories.ts';

/**
 * Nine products whose names match "ring" well, partly or not at all, in three categories. Their
 * featured order puts the weakest matches first, so only relevance can explain a search's order.
 */
export async function createRankingCatalog(db: Db) {
  const rings = await createCategory(db, { slug: 'rings', name: 'Rings' });
  const earrings = await createCategory(db, { slug: 'earrings', name: 'Earrings' });
  const necklaces = await createCategory(db, { slug: 'necklaces', name: 'Necklaces' });
  const products: [string, string, number][] = [
    ['Marigold Pendant', necklaces.id, 1],
    ['Spring Charm', necklaces.id, 2],
    ['Pearl Drop Earrings', earrings.id, 3],
    ['Diamond Studs', earrings.id, 4],
    ['Classic Band', rings.id, 5],
    ['Halo Ring', rings.id, 6],
    ['Ringlet Pendant', necklaces.id, 7],
    ['Ring', rings.id, 8],
    ['Gold Hoop Earrings', earrings.id, 9],
  ];
  for (const [name, categoryId, featuredRank] of products) {
    await createProduct(db, { name, categoryId, featuredRank });
  }
}

/** What a search for "ring" finds in that catalogue, most relevant first. */
export const RING_BY_RELEVANCE = [
  'Ring',
  'Ringlet Pendant',
  'Halo Ring',
  'Classic Band',
  'Spring Charm',
  'Pearl Drop Earrings',
  'Diamond Studs',
  'Gold Hoop Earrings',
];
