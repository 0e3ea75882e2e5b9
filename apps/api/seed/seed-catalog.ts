import { inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  attributeValues,
  attributes,
  categories,
  collections,
  mediaAssets,
  productAttributeValues,
  productRelated,
  productTranslations,
  products,
} from '../src/db/schema/index.ts';
import { refreshSearchText } from '../src/modules/search/search-text.repository.ts';
import { ATTRIBUTES } from './attributes-data.ts';
import { CATEGORIES, COLLECTIONS, type Text2 } from './catalog-data.ts';
import type { DemoPicture } from './demo-pictures.ts';
import {
  MEDIA_URL_PREFIX,
  categoryImageUrl,
  collectionImageUrl,
  type PictureUrls,
} from './media.ts';
import { attributePairs, createdAt, productMedia, searchText } from './product-rows.ts';
import { CATALOG } from './products/index.ts';
import { RELATED_PIECES } from './related-data.ts';
import { required, seedOptions } from './seed-options.ts';

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
  relatedPieces: number;
};

/**
 * Adds the demo catalogue's missing rows (by slug, code and SKU). A product already in the shop is
 * the owner's: it is left as it is, its translations, filters and options with it, so a second run
 * changes nothing. Counts are of the rows this run added.
 */
export async function seedCatalog(
  tx: Db,
  pictures: ReadonlyMap<string, DemoPicture> = new Map(),
  now = Date.now(),
): Promise<CatalogCounts> {
  // A drawn picture's URL in the shop: its derived version, once the pipeline made it.
  const pictureUrl: PictureUrls = (url) =>
    pictures.get(url.slice(MEDIA_URL_PREFIX.length))?.url ?? url;
  const addedCategories = await tx
    .insert(categories)
    .values(
      CATEGORIES.map((c, position) => ({
        slug: c.slug,
        name: c.name,
        description: c.description,
        image: pictureUrl(categoryImageUrl(c.slug)),
        position,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: categories.id });
  const categoryRows = await tx
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(
      inArray(
        categories.slug,
        CATEGORIES.map((c) => c.slug),
      ),
    );
  const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));

  const addedCollections = await tx
    .insert(collections)
    .values(
      COLLECTIONS.map((c, position) => ({
        slug: c.slug,
        name: c.name,
        description: c.description,
        image: pictureUrl(collectionImageUrl(c.slug)),
        position,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: collections.id });
  const collectionRows = await tx
    .select({ id: collections.id, slug: collections.slug })
    .from(collections)
    .where(
      inArray(
        collections.slug,
        COLLECTIONS.map((c) => c.slug),
      ),
    );
  const collectionId = new Map(collectionRows.map((row) => [row.slug, row.id]));

  const addedAttributes = await tx
    .insert(attributes)
    .values(ATTRIBUTES.map((a, position) => ({ code: a.code, name: a.name, position })))
    .onConflictDoNothing()
    .returning({ id: attributes.id });
  const attributeRows = await tx
    .select({ id: attributes.id, code: attributes.code })
    .from(attributes)
    .where(
      inArray(
        attributes.code,
        ATTRIBUTES.map((a) => a.code),
      ),
    );
  const attributeId = new Map(attributeRows.map((row) => [row.code, row.id]));

  const addedValues = await tx
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
    .onConflictDoNothing()
    .returning({ id: attributeValues.id });
  const valueRows = await tx
    .select({
      id: attributeValues.id,
      attributeId: attributeValues.attributeId,
      value: attributeValues.value,
    })
    .from(attributeValues)
    .where(inArray(attributeValues.attributeId, [...attributeId.values()]));
  const codeOf = new Map(attributeRows.map((row) => [row.id, row.code]));
  const valueId = new Map(
    valueRows.map((row) => [`${codeOf.get(row.attributeId)}|${row.value}`, row.id]),
  );
  const labels = new Map(
    ATTRIBUTES.flatMap((a) => a.values.map((v) => [`${a.code}|${v.value}`, v.label] as const)),
  );
  const labelOf = (code: string, value: string): Text2 =>
    labels.get(`${code}|${value}`) ?? { en: value, fr: value };

  // A SKU or slug the shop already has is skipped, whoever wrote it.
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
        ...productMedia(entry, index, pictureUrl),
        featuredRank: entry.featured ?? null,
        status: 'active' as const,
        createdAt: createdAt(index, now),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: products.id, sku: products.sku });
  const productId = new Map(productRows.map((row) => [row.sku, row.id]));
  const ids = productRows.map((row) => row.id);
  const added = CATALOG.filter((entry) => productId.has(entry.sku));

  const translations = added.flatMap((entry) =>
    (['en', 'fr'] as const).map((locale) => ({
      productId: required(productId, entry.sku),
      locale,
      name: entry.name[locale],
      description: entry.description[locale],
      searchText: searchText(entry, locale, labelOf),
    })),
  );
  const links = added.flatMap((entry) =>
    attributePairs(entry).map(([code, value]) => ({
      productId: required(productId, entry.sku),
      attributeValueId: required(valueId, `${code}|${value}`),
    })),
  );
  if (translations.length) await tx.insert(productTranslations).values(translations);
  const mediaRows = demoMediaRows(added, productId, pictures);
  if (mediaRows.length) await tx.insert(mediaAssets).values(mediaRows);
  if (links.length) await tx.insert(productAttributeValues).values(links);

  const optionCounts = await seedOptions(tx, productId, added);
  // The owner's picks of a product this run added, among the products it added.
  const related = Object.entries(RELATED_PIECES).flatMap(([sku, picks]) =>
    productId.has(sku)
      ? picks
          .filter((pick) => productId.has(pick))
          .map((pick, position) => ({
            productId: required(productId, sku),
            relatedId: required(productId, pick),
            position,
          }))
      : [],
  );
  if (related.length) await tx.insert(productRelated).values(related);
  // Keep search_text in the exact form the search module maintains.
  if (ids.length) await refreshSearchText(tx, ids);

  return {
    categories: addedCategories.length,
    collections: addedCollections.length,
    attributes: addedAttributes.length,
    attributeValues: addedValues.length,
    products: productRows.length,
    translations: translations.length,
    productAttributeLinks: links.length,
    ...optionCounts,
    relatedPieces: related.length,
  };
}

/**
 * The added products' photos and films as the back office lists them: the pipeline's result for
 * each drawn picture, the demo film where the product's media place it.
 */
function demoMediaRows(
  added: typeof CATALOG,
  productId: Map<string, string>,
  pictures: ReadonlyMap<string, DemoPicture>,
): (typeof mediaAssets.$inferInsert)[] {
  const byUrl = new Map([...pictures.values()].map((picture) => [picture.url, picture]));
  return added.flatMap((entry) => {
    const index = CATALOG.indexOf(entry);
    const id = required(productId, entry.sku);
    const urlOf = (url: string) => pictures.get(url.slice(MEDIA_URL_PREFIX.length))?.url ?? url;
    return productMedia(entry, index, urlOf).media.map(({ file_url: url }, position) => {
      const picture = byUrl.get(url);
      if (!picture)
        return { productId: id, kind: 'vimeo' as const, position, status: 'ready' as const, url };
      return {
        productId: id,
        kind: 'image' as const,
        position,
        status: 'ready' as const,
        contentHash: picture.hash,
        sourceKey: picture.sourceKey,
        contentType: 'image/webp',
        byteSize: picture.byteSize,
        url,
        width: picture.width,
        height: picture.height,
        placeholder: picture.placeholder,
        versions: picture.versions,
      };
    });
  });
}
