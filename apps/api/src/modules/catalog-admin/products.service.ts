import {
  MAX_RUPEES,
  catalogMessages,
  hundredthsToPercent,
  metalMessages,
  mgToGrams,
  paiseToRupees,
  parseGrams,
  parsePercent,
  parseRupees,
  priceFromRate,
  slugify,
  type AdminProduct,
  type AdminProductListQuery,
  type AdminProductPage,
  type Composition,
  type Metal,
  type ProductInput,
  variantMessages,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import type { LocalizedText } from '../../db/schema/index.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { latestMetalRates, lockMetalRates } from '../../lib/metal-rates.ts';
import { writeTransaction } from '../../lib/write-transaction.ts';
import { changesBetween, type Actor } from '../audit/audit.repository.ts';
import { auditRecorder, type BackOfficeDeps } from '../audit/back-office.ts';
import { refreshSearchText } from '../search/search-text.repository.ts';
import {
  storedComposition,
  type ProductOptionRow,
  type ProductRow,
  type ProductsRepository,
} from './products.repository.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { labelOf, wordsOfKey } from '../catalog/variant-stock.ts';
import { combinationsOf } from './variant-combinations.ts';

type Deps = BackOfficeDeps<ProductsRepository>;

/** Categories, collections and filter values the caller read in its transaction (an import). */
export type KnownReferences = {
  categories: ReadonlySet<string>;
  collections: ReadonlySet<string>;
  values: ReadonlySet<string>;
  /** The metal rates in force, paise per gram. */
  rates: ReadonlyMap<Metal, number>;
};

/** What a product priced by the metal rate is made of, from the form's text (checked by the contract). */
function compositionOf(pricing: NonNullable<ProductInput['pricing']>): Composition {
  return {
    metal: pricing.metal,
    netWeightMg: parseGrams(pricing.netWeight) ?? 0,
    makingKind: pricing.makingKind,
    makingValue:
      (pricing.makingKind === 'percent'
        ? parsePercent(pricing.making)
        : parseRupees(pricing.making)) ?? 0,
    stonesValue: parseRupees(pricing.stones) ?? 0,
  };
}

/**
 * The price a save stores, with the errors keyed by field: the typed price, or for a product
 * priced by the metal rate the price at the rate in force (the client never sends it).
 */
function priceOf(
  input: ProductInput,
  rates: ReadonlyMap<Metal, number>,
): { price: number; composition: Composition | null; errors: Record<string, string> } {
  if (!input.pricing) {
    const price = parseRupees(input.price);
    return price === null
      ? { price: 0, composition: null, errors: { price: catalogMessages.priceInvalid } }
      : { price, composition: null, errors: {} };
  }
  const composition = compositionOf(input.pricing);
  const rate = rates.get(composition.metal);
  if (rate === undefined)
    return { price: 0, composition, errors: { 'pricing.metal': metalMessages.noRate } };
  const { price } = priceFromRate(composition, rate);
  return price > MAX_RUPEES * 100
    ? { price, composition, errors: { 'pricing.netWeight': metalMessages.tooHighAtRate } }
    : { price, composition, errors: {} };
}

const ratesIn = async (tx: Db) =>
  new Map([...(await latestMetalRates(tx))].map(([metal, row]) => [metal, row.ratePerGram]));

/** A product list's sort value: a price or stock count, or a time or name as text. */
const isSortValue = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

const localized = (text: LocalizedText | undefined) => ({ en: text?.en ?? '', fr: text?.fr ?? '' });
const onlyGiven = (text: { en: string; fr: string }): LocalizedText | undefined =>
  text.en || text.fr ? { en: text.en, ...(text.fr ? { fr: text.fr } : {}) } : undefined;

/**
 * The form's fields turned into what is stored, with every error keyed by its field's path. A
 * price from the metal rate moves daily: it has no compare-at price.
 */
function toStored(input: ProductInput, rates: ReadonlyMap<Metal, number>) {
  const priced = priceOf(input, rates);
  const errors: Record<string, string> = { ...priced.errors };
  const { price } = priced;
  const compareAt =
    input.pricing || input.compareAtPrice.trim() === '' ? null : parseRupees(input.compareAtPrice);
  if (compareAt !== null && compareAt <= price)
    errors.compareAtPrice = catalogMessages.compareAtNotHigher;
  const codes = new Set<string>();
  const options: ProductOptionRow[] = input.options.map((option, o) => {
    if (codes.has(option.code)) errors[`options.${o}.code`] = catalogMessages.optionCodeRepeated;
    codes.add(option.code);
    const values = new Set<string>();
    return {
      code: option.code,
      name: { en: option.name.en, ...(option.name.fr ? { fr: option.name.fr } : {}) },
      values: option.values.map((value, v) => {
        const key = value.value.toLowerCase();
        if (values.has(key))
          errors[`options.${o}.values.${v}.value`] = catalogMessages.optionValueRepeated;
        values.add(key);
        const priceDelta = parseRupees(value.priceDelta, { signed: true }) ?? 0;
        if (price + priceDelta < 0)
          errors[`options.${o}.values.${v}.priceDelta`] = catalogMessages.priceBelowZero;
        return {
          value: value.value,
          label: { en: value.label.en, ...(value.label.fr ? { fr: value.label.fr } : {}) },
          priceDelta,
        };
      }),
    };
  });
  const title = onlyGiven(input.seo.title);
  const description = onlyGiven(input.seo.description);
  return {
    errors,
    price,
    composition: priced.composition,
    originalPrice: compareAt,
    options,
    seo: { ...(title ? { title } : {}), ...(description ? { description } : {}) },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The form's field paths where two values differ: `name.fr`, `seo.title.en`, `options`. */
function changedPaths(before: unknown, after: unknown, path: string): string[] {
  if (isRecord(before) && isRecord(after))
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) =>
      changedPaths(before[key], after[key], `${path}.${key}`),
    );
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [path];
}

/** Two saves racing for one SKU or slug: the unique index answers for the second as the check would. */
async function racing<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === 'products_sku_key')
      throw new AppError(409, catalogMessages.skuTaken, { sku: catalogMessages.skuTaken });
    if (constraint === 'product_variants_sku_key')
      throw new AppError(409, variantMessages.skuTaken, { sku: variantMessages.skuTaken });
    if (constraint === 'products_slug_key' || constraint === 'product_slug_redirects_pkey')
      throw new AppError(409, catalogMessages.slugTaken, { slug: catalogMessages.slugTaken });
    throw error;
  }
}

const firstFree = (base: string, taken: Set<string>, join: string) => {
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++)
    if (!taken.has(`${base}${join}${n}`.toLowerCase())) return `${base}${join}${n}`;
};

/**
 * Products in the back office: the list, the form's reads and saves, duplicates and deletes.
 * Each save is one transaction with its search text, its old slug's redirect, the catalogue's
 * version (every instance drops what it kept within a second) and its audit row.
 */
export function createProductsService({ db, repo, audit, clock }: Deps) {
  const record = auditRecorder({ audit, clock });
  async function view(id: string, tx: Db = db): Promise<AdminProduct> {
    const row = await repo.row(id, tx);
    if (!row) throw notFound(catalogMessages.productNotFound);
    // One after another: inside a transaction its one connection takes one query at a time.
    const texts = await repo.texts(id, tx);
    const attributeValueIds = await repo.attributeValueIds(id, tx);
    const options = await repo.options(id, tx);
    const oldSlugs = await repo.oldSlugs(id, tx);
    const everOrdered = await repo.everOrdered(id, tx);
    const related = await repo.related(id, tx);
    const en = texts.find((text) => text.locale === 'en');
    const fr = texts.find((text) => text.locale === 'fr');
    return {
      id: row.id,
      version: row.version,
      status: row.status,
      name: { en: en?.name ?? '', fr: fr?.name ?? '' },
      description: { en: en?.description ?? '', fr: fr?.description ?? '' },
      slug: row.slug ?? '',
      oldSlugs,
      sku: row.sku,
      price: row.price,
      compareAtPrice: row.originalPrice,
      hsn: row.hsn,
      pricing: storedComposition(row),
      categoryId: row.categoryId,
      collectionId: row.collectionId,
      attributeValueIds,
      options: options.map((option) => ({
        code: option.code,
        name: localized(option.name),
        values: option.values.map((value) => ({ ...value, label: localized(value.label) })),
      })),
      seo: { title: localized(row.seo.title), description: localized(row.seo.description) },
      featuredRank: row.featuredRank,
      hallmarked: row.hallmarked,
      stock: row.stock,
      lowStockAt: row.lowStockAt,
      image: row.images[0] ?? null,
      related,
      everOrdered,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** What the audit log and a refused save compare: the form's fields as stored. */
  const comparable = (product: AdminProduct) => {
    const {
      related,
      id: _id,
      oldSlugs: _o,
      everOrdered: _e,
      createdAt: _c,
      updatedAt: _u,
      image: _i,
      stock: _s,
      lowStockAt: _l,
      ...rest
    } = product;
    return { ...rest, relatedIds: related.map((piece) => piece.id) } as Record<string, unknown>;
  };

  /** The related pieces' errors keyed `relatedIds.N`: each once, another product, one that exists. */
  async function relatedErrors(
    tx: Db,
    relatedIds: readonly string[],
    existing: { id: string } | null,
  ): Promise<Record<string, string>> {
    const errors: Record<string, string> = {};
    const found = await repo.productsAmong(tx, relatedIds);
    relatedIds.forEach((relatedId, index) => {
      const key = `relatedIds.${index}`;
      if (relatedId === existing?.id) errors[key] = catalogMessages.relatedItself;
      else if (relatedIds.indexOf(relatedId) !== index)
        errors[key] = catalogMessages.relatedRepeated;
      else if (!found.has(relatedId)) errors[key] = catalogMessages.relatedNotFound;
    });
    return errors;
  }

  /**
   * What the new options do to a product's combinations. A combination they no longer make is
   * kept (its history and orders name it) but may not hold stock: refused with a message naming
   * it and its stock. A combination whose supplement is still the sum of its values' follows them
   * when they change: the combinations' new supplements, by variant.
   */
  async function variantsFollowing(
    tx: Db,
    productId: string,
    options: readonly ProductOptionRow[],
  ): Promise<Map<string, number>> {
    const was = await repo.options(productId, tx);
    const before = combinationsOf(was);
    const after = combinationsOf(options);
    const variants = await repo.variants(productId, tx);
    const stranded = variants.find((v) => v.key !== '' && v.stock > 0 && !after.has(v.key));
    if (stranded) {
      const message = variantMessages.holdsStock(
        labelOf(wordsOfKey(stranded.key, was)),
        stranded.stock,
      );
      throw new AppError(409, message, { options: message });
    }
    const following = new Map<string, number>();
    for (const variant of variants) {
      const sum = after.get(variant.key);
      if (
        sum !== undefined &&
        before.get(variant.key) === variant.priceDelta &&
        sum !== variant.priceDelta
      )
        following.set(variant.id, sum);
    }
    return following;
  }

  /** Checks references and uniqueness, then writes the row and everything hanging off it. */
  async function write(
    tx: Db,
    input: ProductInput,
    existing: {
      id: string;
      version: number;
      slug: string | null;
      stock: number;
      hallmarked: boolean;
    } | null,
    { publish = true, known }: { publish?: boolean; known?: KnownReferences } = {},
  ): Promise<string> {
    const stored = toStored(input, known?.rates ?? (input.pricing ? await ratesIn(tx) : new Map()));
    const errors = { ...stored.errors };
    const found = known
      ? {
          category: known.categories.has(input.categoryId),
          collection: input.collectionId !== null && known.collections.has(input.collectionId),
          values: new Set(input.attributeValueIds.filter((id) => known.values.has(id))),
        }
      : await repo.existing(tx, {
          categoryId: input.categoryId,
          collectionId: input.collectionId,
          values: input.attributeValueIds,
        });
    if (!found.category) errors.categoryId = catalogMessages.categoryNotFound;
    if (input.collectionId && !found.collection)
      errors.collectionId = catalogMessages.collectionNotFound;
    input.attributeValueIds.forEach((id, index) => {
      if (!found.values.has(id))
        errors[`attributeValueIds.${index}`] = catalogMessages.attributeValueNotFound;
    });
    if (input.relatedIds)
      Object.assign(errors, await relatedErrors(tx, input.relatedIds, existing));
    if (existing && input.hallmarked !== existing.hallmarked) {
      if (input.hallmarked && existing.stock > 0)
        errors.hallmarked = catalogMessages.hallmarkedHasStock;
      if (!input.hallmarked && (await repo.hasPieces(tx, existing.id)))
        errors.hallmarked = catalogMessages.hallmarkedHasPieces;
    }
    if (Object.keys(errors).length)
      throw new AppError(400, Object.values(errors)[0] ?? catalogMessages.priceInvalid, errors);

    // A typed slug must be free. Left empty, a product keeps the address it has (a rename does
    // not move it); a new one's is made from its name, the first free form of it.
    let slug = input.slug || existing?.slug || '';
    if (!slug) {
      const base = slugify(input.name.en) || slugify(input.sku) || 'piece';
      slug = firstFree(base, await repo.slugsLike(tx, base), '-');
    }
    const taken = await repo.taken(tx, { sku: input.sku, slug, except: existing?.id ?? null });
    // A product's SKU is its implicit variant's too: no other variant may hold it.
    const variantSku =
      !taken.sku &&
      (await repo.skuHeld(tx, input.sku, existing ? { productId: existing.id } : null));
    if (taken.sku || variantSku || taken.slug) {
      const conflicts = {
        ...(taken.sku ? { sku: catalogMessages.skuTaken } : {}),
        ...(variantSku ? { sku: variantMessages.skuTaken } : {}),
        ...(taken.slug ? { slug: catalogMessages.slugTaken } : {}),
      };
      throw new AppError(409, Object.values(conflicts)[0] ?? catalogMessages.skuTaken, conflicts);
    }
    const variants = existing ? await variantsFollowing(tx, existing.id, stored.options) : null;

    const row: ProductRow = {
      slug,
      sku: input.sku,
      categoryId: input.categoryId,
      collectionId: input.collectionId,
      price: stored.price,
      originalPrice: stored.originalPrice,
      featuredRank: input.featuredRank,
      status: input.status,
      seo: stored.seo,
      hallmarked: input.hallmarked,
      hsn: input.hsn,
      metal: stored.composition?.metal ?? null,
      netWeightMg: stored.composition?.netWeightMg ?? null,
      makingKind: stored.composition?.makingKind ?? null,
      makingValue: stored.composition?.makingValue ?? null,
      stonesValue: stored.composition?.stonesValue ?? null,
    };
    let id: string;
    if (existing) {
      id = existing.id;
      if (!(await repo.update(tx, id, existing.version, row)))
        throw await stale(tx, id, existing.version);
      await repo.moveSlug(tx, id, existing.slug, slug);
    } else {
      id = await repo.insert(tx, row);
    }
    await repo.writeTexts(tx, id, input.name, input.description);
    await repo.writeAttributeValues(tx, id, input.attributeValueIds);
    await repo.writeOptions(tx, id, stored.options);
    await repo.addMissingVariants(tx, id);
    for (const [variantId, priceDelta] of variants ?? [])
      await repo.setVariantPriceDelta(tx, variantId, priceDelta);
    if (input.relatedIds) await repo.writeRelated(tx, id, input.relatedIds);
    if (publish) {
      await refreshSearchText(tx, [id]);
    }
    return id;
  }

  /** The 409 for a save made from `version`: who saved since, when, and which fields. */
  async function stale(tx: Db, id: string, version: number): Promise<AppError> {
    const since = (await audit.latest(tx, 'product', id)).filter((entry) => {
      const after = entry.changes.version?.after;
      return typeof after === 'number' && after > version;
    });
    const errors: Record<string, string> = {};
    const time = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const entry of [...since].reverse())
      for (const [field, change] of Object.entries(entry.changes))
        if (field !== 'version')
          for (const path of changedPaths(change.before, change.after, field))
            errors[path] =
              `Changed by ${entry.actor ?? 'someone'} at ${time.format(entry.at)} (India time)`;
    const latest = since[0];
    const who = latest ? ` (${latest.actor ?? 'someone'}, ${time.format(latest.at)})` : '';
    return new AppError(
      409,
      `${catalogMessages.staleVersion}${who}. Your changes are still in the form: reload their version to compare.`,
      errors,
    );
  }

  return {
    async list(
      query: AdminProductListQuery & {
        sort: NonNullable<AdminProductListQuery['sort']>;
        limit: number;
      },
    ): Promise<AdminProductPage> {
      const { after, limit, sort, order, ...filters } = query;
      const direction = order ?? (sort === 'updated' ? 'desc' : 'asc');
      const cursor = decodeCursor(after, isSortValue);
      const [rows, total] = await Promise.all([
        repo.page(filters, sort, direction, limit, cursor),
        repo.count(filters),
      ]);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        items: page.map(({ sortValue: _sortValue, ...item }) => item),
        total,
        next: rows.length > limit && last ? encodeCursor(last.sortValue, last.id) : null,
      };
    },

    get: (id: string) => view(id),

    /**
     * One product's save in the caller's transaction, checked as the form's is (the CSV import):
     * the caller refreshes the search text once for all (the catalogue's version moves by trigger). A
     * caller saving many may pass the references it read in the same transaction, checked alike.
     */
    saveIn: (
      tx: Db,
      input: ProductInput,
      existing: Parameters<typeof write>[2],
      known?: KnownReferences,
    ) => write(tx, input, existing, { publish: false, known }),

    async create(actor: Actor, input: ProductInput): Promise<AdminProduct> {
      return racing(() =>
        db.transaction(async (tx) => {
          if (input.pricing) await lockMetalRates(tx);
          const id = await write(tx, input, null);
          const created = await view(id, tx);
          await record(tx, actor, {
            action: 'product.created',
            entityType: 'product',
            entityId: id,
            changes: changesBetween({}, comparable(created)),
          });
          return created;
        }),
      );
    },

    async update(
      actor: Actor,
      id: string,
      input: ProductInput & { version: number },
    ): Promise<AdminProduct> {
      return racing(() =>
        writeTransaction(db, { staffId: actor.staffId, price: 'edit' }, async (tx) => {
          // Rates first, then the row: the order new rates take them in.
          if (input.pricing) await lockMetalRates(tx);
          const before = await repo.row(id, tx, true);
          if (!before) throw notFound(catalogMessages.productNotFound);
          if (before.version !== input.version) throw await stale(tx, id, input.version);
          const was = await view(id, tx);
          await write(tx, input, before);
          const now = await view(id, tx);
          await record(tx, actor, {
            action: 'product.updated',
            entityType: 'product',
            entityId: id,
            changes: changesBetween(comparable(was), comparable(now)),
          });
          return now;
        }),
      );
    },

    async duplicate(actor: Actor, id: string): Promise<AdminProduct> {
      return racing(() =>
        db.transaction(async (tx) => {
          const source = await view(id, tx);
          if (source.pricing) await lockMetalRates(tx);
          const skus = await repo.skusLike(tx, `${source.sku}-COPY`);
          const copyId = await write(
            tx,
            {
              name: {
                en: `${source.name.en} (copy)`,
                fr: source.name.fr ? `${source.name.fr} (copie)` : '',
              },
              description: source.description,
              slug: '',
              sku: firstFree(`${source.sku}-COPY`, skus, '-'),
              price: String(source.price / 100),
              compareAtPrice:
                source.compareAtPrice === null ? '' : String(source.compareAtPrice / 100),
              hsn: source.hsn,
              pricing: source.pricing && {
                metal: source.pricing.metal,
                netWeight: mgToGrams(source.pricing.netWeightMg),
                makingKind: source.pricing.makingKind,
                making:
                  source.pricing.makingKind === 'percent'
                    ? hundredthsToPercent(source.pricing.makingValue)
                    : paiseToRupees(source.pricing.makingValue),
                stones: paiseToRupees(source.pricing.stonesValue),
              },
              categoryId: source.categoryId,
              collectionId: source.collectionId,
              attributeValueIds: source.attributeValueIds,
              options: source.options.map((option) => ({
                ...option,
                values: option.values.map((value) => ({
                  ...value,
                  priceDelta: String(value.priceDelta / 100),
                })),
              })),
              seo: source.seo,
              featuredRank: null,
              status: 'draft',
              hallmarked: source.hallmarked,
              relatedIds: source.related.map((piece) => piece.id),
            },
            null,
          );
          await repo.copyMedia(tx, id, copyId);
          const copy = await view(copyId, tx);
          await record(tx, actor, {
            action: 'product.duplicated',
            entityType: 'product',
            entityId: copyId,
            changes: { from: { after: id }, sku: { after: copy.sku } },
          });
          return copy;
        }),
      );
    },

    async remove(actor: Actor, id: string): Promise<{ ok: true }> {
      return db.transaction(async (tx) => {
        const before = await repo.row(id, tx, true);
        if (!before) throw notFound(catalogMessages.productNotFound);
        if (await repo.everOrdered(id, tx))
          throw new AppError(409, catalogMessages.orderedNotDeleted);
        await repo.remove(tx, id);
        await record(tx, actor, {
          action: 'product.deleted',
          entityType: 'product',
          entityId: id,
          changes: { sku: { before: before.sku } },
        });
        return { ok: true as const };
      });
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
