import {
  JEWELLERY_GST_PERCENT,
  mediaKind,
  orderMedia,
  priceFromRate,
  purityOf,
  roundMoney,
  type Category,
  type Language,
  type ProductAttribute,
  type ProductDetail,
  type PriceBreakdown,
  type ProductOption,
  type ProductSummary,
} from '@aurelle/contract';
import type { Money } from '../../lib/money.ts';
import { pickText, type CategoryRef, type Reference } from './catalog-reference.ts';
import type { OptionRow, ProductParts, SummaryRow } from './catalog.repository.ts';
import { availableOf, valuesOfKey, type VariantStock } from './variant-stock.ts';

/** What every view needs: the in-memory reference tables, the language and the money formatter. */
export type ViewContext = { ref: Reference; lang: Language; money: Money };

export function toCategory(category: CategoryRef, lang: Language): Category {
  return {
    _id: category.id,
    slug: category.slug,
    name: pickText(category.name, lang),
    description: pickText(category.description, lang),
    image: category.image,
    productCount: category.productCount,
  };
}

/** Image URLs: the stored list, else the images among the media entries (spec §3: first is the thumbnail). */
export function imagesOf(row: SummaryRow): string[] {
  if (row.images.length > 0) return row.images;
  return row.media.map((entry) => entry.file_url).filter((url) => mediaKind(url) === 'image');
}

/**
 * A product's prices plus a variant's difference (INR minor units), in the locale's currency; spec
 * §3: `originalPrice` only when the product is actually reduced.
 */
export function pricesOf(
  row: Pick<SummaryRow, 'price' | 'originalPrice'>,
  delta: number,
  money: Money,
) {
  const paise = row.price + delta;
  const original =
    row.originalPrice !== null && row.originalPrice > row.price ? row.originalPrice + delta : null;
  return {
    paise,
    price: money.amount(paise),
    originalPrice: original === null ? null : money.amount(original),
    prices_formatted: {
      price: money.format(paise),
      originalPrice: original === null ? null : money.format(original),
    },
  };
}

/**
 * A product as lists show it, with its live `stock` (0 once removed); `delta` is what a chosen
 * combination adds to its prices (INR minor units).
 */
export function toSummary(
  row: SummaryRow,
  stock: number,
  { ref, lang, money }: ViewContext,
  delta = 0,
): ProductSummary {
  const category = ref.categoryById.get(row.categoryId);
  const collection = row.collectionId ? ref.collectionById.get(row.collectionId) : undefined;
  const { price, originalPrice, prices_formatted } = pricesOf(row, delta, money);
  return {
    _id: row.id,
    slug: row.slug,
    sku: row.sku,
    name: row.name,
    image: imagesOf(row),
    price,
    originalPrice,
    currency: money.currency,
    prices_formatted,
    stock,
    category: {
      _id: row.categoryId,
      slug: category?.slug ?? '',
      name: pickText(category?.name, lang),
    },
    collection: collection
      ? { _id: collection.id, slug: collection.slug, name: pickText(collection.name, lang) }
      : null,
  };
}

export function toOptions(
  rows: readonly OptionRow[],
  { lang, money }: ViewContext,
): ProductOption[] {
  const options = new Map<string, ProductOption>();
  for (const row of rows) {
    let option = options.get(row.optionId);
    if (!option) {
      option = { _id: row.optionId, code: row.code, name: pickText(row.name, lang), values: [] };
      options.set(row.optionId, option);
    }
    if (row.valueId === null || row.value === null) continue;
    const delta = row.priceDelta ?? 0;
    option.values.push({
      _id: row.valueId,
      optionValue: row.value,
      label: pickText(row.label, lang) || row.value,
      priceDelta: money.amount(delta),
      priceDelta_formatted: money.format(delta),
    });
  }
  return [...options.values()];
}

export function toAttributes(
  valueIds: readonly string[],
  { ref, lang }: ViewContext,
): ProductAttribute[] {
  const own = new Set(valueIds);
  const result: ProductAttribute[] = [];
  for (const attribute of ref.attributes) {
    const values = attribute.values
      .filter((value) => own.has(value.id))
      .map((value) => ({ value: value.value, label: pickText(value.label, lang) || value.value }));
    if (values.length > 0) {
      result.push({ attributeName: attribute.code, label: pickText(attribute.name, lang), values });
    }
  }
  return result;
}

/**
 * How a price from the metal rate is made, in the locale's currency. Each part is converted on
 * its own and GST is what the total leaves, so the parts add up to the price shown in any
 * currency. None for a fixed price, or a metal without a rate.
 */
export function toBreakdown(
  row: SummaryRow,
  ratePerGram: number | undefined,
  { money }: ViewContext,
): PriceBreakdown | undefined {
  const { metal, netWeightMg, makingKind, makingValue, stonesValue } = row;
  if (metal === null || netWeightMg === null || makingKind === null || ratePerGram === undefined)
    return undefined;
  const parts = priceFromRate(
    {
      metal,
      netWeightMg,
      makingKind,
      makingValue: makingValue ?? 0,
      stonesValue: stonesValue ?? 0,
    },
    ratePerGram,
  );
  const total = money.amount(row.price);
  const metalValue = money.amount(parts.metalValue);
  const making = money.amount(parts.making);
  const stones = money.amount(parts.stones);
  // Amounts have at most 4 digits after the point: this only removes binary error.
  const gst = roundMoney(total - metalValue - making - stones, 4);
  const rate = money.amount(ratePerGram);
  return {
    metal,
    purity: purityOf(metal),
    weightGrams: netWeightMg / 1000,
    ratePerGram: rate,
    metalValue,
    making,
    stones,
    gstPercent: JEWELLERY_GST_PERCENT,
    gst,
    total,
    formatted: {
      ratePerGram: money.formatAmount(rate),
      metalValue: money.formatAmount(metalValue),
      making: money.formatAmount(making),
      stones: money.formatAmount(stones),
      gst: money.formatAmount(gst),
      total: money.formatAmount(total),
    },
  };
}

/** Each combination a product with options sells, with what can be ordered of it now. */
function toCombinations(
  parts: ProductParts,
  variantStock: VariantStock,
  { money }: ViewContext,
): ProductDetail['combinations'] {
  if (parts.variants.length === 0) return undefined;
  const options = new Map<string, Set<string>>();
  for (const row of parts.options)
    if (row.value !== null)
      options.set(row.optionId, (options.get(row.optionId) ?? new Set()).add(row.value));
  // A combination the options no longer make (a value taken off) is kept for its history only.
  const offered = (values: readonly string[]) =>
    values.length === options.size &&
    [...options.values()].every((made) => values.some((value) => made.has(value)));
  return parts.variants
    .flatMap((variant) => {
      const values = valuesOfKey(variant.key);
      return offered(values) ? [{ variant, values }] : [];
    })
    .map(({ variant, values }) => ({
      values,
      stock: availableOf(variantStock, variant.key),
      sku: variant.sku,
      priceDelta: money.amount(variant.priceDelta),
      priceDelta_formatted: money.format(variant.priceDelta),
    }));
}

export function toDetail(
  row: SummaryRow,
  parts: ProductParts,
  stock: { total: number; variants: VariantStock },
  context: ViewContext,
  ratePerGram?: number,
): ProductDetail {
  const priceBreakdown = toBreakdown(row, ratePerGram, context);
  const combinations = toCombinations(parts, stock.variants, context);
  return {
    ...toSummary(row, stock.total, context),
    description: row.description,
    media: orderMedia(row.media).map(({ file_url, type, alt }) => {
      const words = alt?.[context.lang] || alt?.en;
      return { file_url, type, ...(words ? { alt: words } : {}) };
    }),
    variants: toOptions(parts.options, context),
    ...(combinations ? { combinations } : {}),
    attributes: toAttributes(parts.valueIds, context),
    ...(priceBreakdown ? { priceBreakdown } : {}),
  };
}
