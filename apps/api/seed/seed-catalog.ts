import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  attributeValues,
  attributes,
  categories,
  collections,
  productAttributeValues,
  productTranslations,
  products,
} from '../src/db/schema/index.ts';
import { refreshSearchText } from '../src/modules/search/search-text.repository.ts';
import { ATTRIBUTES } from './attributes-data.ts';
import { CATEGORIES, COLLECTIONS, type Text2 } from './catalog-data.ts';
import { categoryImageUrl, collectionImageUrl } from './media.ts';
import { attributePairs, createdAt, productMedia, searchText } from './product-rows.ts';
import { CATALOG } from './products/index.ts';
import { excluded, required, seedOptions } from './seed-options.ts';

export type CatalogCounts = {
  categories: number;
  collections: number;
  attributes: number;
  attributeValues: number;
  products: number;
  translations: number;
  productAttributeLinks: number;
  productOptions: number;
  productOptionValues: number;
};

/** Upserts the whole demo catalogue by slug, code and SKU; running it again changes nothing. */
export async function seedCatalog(tx: Db, now = Date.now()): Promise<CatalogCounts> {
  const categoryRows = await tx
    .insert(categories)
    .values(
      CATEGORIES.map((c, position) => ({
        slug: c.slug,
        name: c.name,
        description: c.description,
        image: categoryImageUrl(c.slug),
        position,
      })),
    )
    .onConflictDoUpdate({
      target: categories.slug,
      set: {
        name: excluded('name'),
        description: excluded('description'),
        image: excluded('image'),
        position: excluded('position'),
      },
    })
    .returning({ id: categories.id, slug: categories.slug });
  const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));

  const collectionRows = await tx
    .insert(collections)
    .values(
      COLLECTIONS.map((c, position) => ({
        slug: c.slug,
        name: c.name,
        description: c.description,
        image: collectionImageUrl(c.slug),
        position,
      })),
    )
    .onConflictDoUpdate({
      target: collections.slug,
      set: {
        name: excluded('name'),
        description: excluded('description'),
        image: excluded('image'),
        position: excluded('position'),
      },
    })
    .returning({ id: collections.id, slug: collections.slug });
  const collectionId = new Map(collectionRows.map((row) => [row.slug, row.id]));

  const attributeRows = await tx
    .insert(attributes)
    .values(ATTRIBUTES.map((a, position) => ({ code: a.code, name: a.name, position })))
    .onConflictDoUpdate({
      target: attributes.code,
      set: { name: excluded('name'), position: excluded('position') },
    })
    .returning({ id: attributes.id, code: attributes.code });
  const attributeId = new Map(attributeRows.map((row) => [row.code, row.id]));

  const valueRows = await tx
    .insert(attributeValues)
    .values(
      ATTRIBUTES.flatMap((a) =>
        a.values.map((v, position) => ({
          attributeId: required(attributeId, a.code),
          value: v.value,
          label: v.label,
          position,
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [attributeValues.attributeId, attributeValues.value],
      set: { label: excluded('label'), position: excluded('position') },
    })
    .returning({
      id: attributeValues.id,
      attributeId: attributeValues.attributeId,
      value: attributeValues.value,
    });
  const codeOf = new Map(attributeRows.map((row) => [row.id, row.code]));
  const valueId = new Map(
    valueRows.map((row) => [`${codeOf.get(row.attributeId)}|${row.value}`, row.id]),
  );
  const labels = new Map(
    ATTRIBUTES.flatMap((a) => a.values.map((v) => [`${a.code}|${v.value}`, v.label] as const)),
  );
  const labelOf = (code: string, value: string): Text2 =>
    labels.get(`${code}|${value}`) ?? { en: value, fr: value };

  const productRows = await tx
    .insert(products)
    .values(
      CATALOG.map((entry, index) => ({
        slug: entry.slug,
        sku: entry.sku,
        categoryId: required(categoryId, entry.category),
        collectionId: entry.collection ? required(collectionId, entry.collection) : null,
        price: entry.price * 100,
        originalPrice: entry.was ? entry.was * 100 : null,
        stock: entry.stock,
        ...productMedia(entry, index),
        featuredRank: entry.featured ?? null,
        isActive: true,
        createdAt: createdAt(index, now),
      })),
    )
    .onConflictDoUpdate({
      target: products.sku,
      // created_at is kept, so a re-seed does not reshuffle "newest".
      set: {
        slug: excluded('slug'),
        categoryId: excluded('category_id'),
        collectionId: excluded('collection_id'),
        price: excluded('price'),
        originalPrice: excluded('original_price'),
        stock: excluded('stock'),
        images: excluded('images'),
        media: excluded('media'),
        featuredRank: excluded('featured_rank'),
        isActive: excluded('is_active'),
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: products.id, sku: products.sku });
  const productId = new Map(productRows.map((row) => [row.sku, row.id]));
  const ids = productRows.map((row) => row.id);

  const translations = CATALOG.flatMap((entry) =>
    (['en', 'fr'] as const).map((locale) => ({
      productId: required(productId, entry.sku),
      locale,
      name: entry.name[locale],
      description: entry.description[locale],
      searchText: searchText(entry, locale, labelOf),
    })),
  );
  await tx
    .insert(productTranslations)
    .values(translations)
    .onConflictDoUpdate({
      target: [productTranslations.productId, productTranslations.locale],
      set: {
        name: excluded('name'),
        description: excluded('description'),
        searchText: excluded('search_text'),
      },
    });

  // Links are replaced as a set: the catalogue says exactly which values each product has.
  const links = CATALOG.flatMap((entry) =>
    attributePairs(entry).map(([code, value]) => ({
      productId: required(productId, entry.sku),
      attributeValueId: required(valueId, `${code}|${value}`),
    })),
  );
  await tx.delete(productAttributeValues).where(inArray(productAttributeValues.productId, ids));
  await tx.insert(productAttributeValues).values(links);

  const optionCounts = await seedOptions(tx, productId, ids);
  // Keep search_text in the exact form the search module maintains.
  await refreshSearchText(tx, ids);

  return {
    categories: categoryRows.length,
    collections: collectionRows.length,
    attributes: attributeRows.length,
    attributeValues: valueRows.length,
    products: productRows.length,
    translations: translations.length,
    productAttributeLinks: links.length,
    ...optionCounts,
  };
}
