import * as z from 'zod/mini';
import { MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, PAGE_SIZE, SEARCH_SORTS } from '../constants.ts';
import { queryInt } from '../http.ts';
import { METALS } from '../admin/metal.schema.ts';

/**
 * A slug or an `_id`: letters, digits and dashes, at most 120 characters. Slugs are lower-case;
 * an `_id` is a UUID, matched in any case.
 */
export const idOrSlugSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(120), z.regex(/^[A-Za-z0-9-]+$/, 'must be a slug or an id'));

/** A product's `_id` as cart and wishlist calls send it (spec §7 `product_id`): a UUID. */
export const productIdSchema = z
  .string()
  .check(
    z.regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      'must be a product id',
    ),
  );

export const categorySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.nullable(z.string()),
  productCount: z.int(),
});
export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });
export const categoryResponseSchema = z.object({ category: categorySchema });

export const collectionRefSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
});

/** Prices in the request's currency (X-Currency): numbers in major units, and formatted strings. */
export const pricesFormattedSchema = z.object({
  price: z.string(),
  /** Null when the product is not reduced. */
  originalPrice: z.nullable(z.string()),
});

/** A product as lists, search, in-focus and recently viewed show it. */
export const productSummarySchema = z.object({
  _id: z.string(),
  /** Null when a product has no slug; the web then links to /product/{_id} (spec §2). */
  slug: z.nullable(z.string()),
  sku: z.string(),
  name: z.string(),
  /** Image URLs; the first is the thumbnail (spec §3). */
  image: z.array(z.string()),
  price: z.number(),
  originalPrice: z.nullable(z.number()),
  currency: z.string(),
  prices_formatted: pricesFormattedSchema,
  stock: z.int(),
  category: collectionRefSchema,
  collection: z.nullable(collectionRefSchema),
  /** Present only when the call carried a customer's bearer token. */
  inWishlist: z.optional(z.boolean()),
});

export const mediaEntrySchema = z.object({
  file_url: z.string(),
  /** Decided by extension; Vimeo links are video (spec §3). */
  type: z.enum(['image', 'video']),
  /** What the picture shows, as staff wrote it, in the request's language (English else). */
  alt: z.optional(z.string()),
});

export const optionValueSchema = z.object({
  _id: z.string(),
  /** What a cart line's `variant[]` carries (spec §3). */
  optionValue: z.string(),
  label: z.string(),
  /** Added to the price when chosen, in the request's currency. */
  priceDelta: z.number(),
  priceDelta_formatted: z.string(),
});
export const productOptionSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  values: z.array(optionValueSchema),
});

export const productAttributeSchema = z.object({
  /** The attribute's key, as in the filter query (e.g. `metal`). */
  attributeName: z.string(),
  label: z.string(),
  values: z.array(z.object({ value: z.string(), label: z.string() })),
});

/**
 * How a price from the day's metal rate is made, in the request's currency: the metal (weight ×
 * rate), the making charge, the stones, and GST, adding up to the total (the product's price).
 */
export const priceBreakdownSchema = z.object({
  metal: z.enum(METALS),
  /** `22K`, `950`. */
  purity: z.string(),
  /** Net metal weight, to the milligram. */
  weightGrams: z.number(),
  ratePerGram: z.number(),
  metalValue: z.number(),
  making: z.number(),
  stones: z.number(),
  gstPercent: z.number(),
  gst: z.number(),
  total: z.number(),
  formatted: z.object({
    ratePerGram: z.string(),
    metalValue: z.string(),
    making: z.string(),
    stones: z.string(),
    gst: z.string(),
    total: z.string(),
  }),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

export const productDetailSchema = z.extend(productSummarySchema, {
  description: z.string(),
  /** First image, then videos, then the remaining images (spec §3). */
  media: z.array(mediaEntrySchema),
  variants: z.array(productOptionSchema),
  /**
   * For a product with options, each combination it sells: its values (one per option), what can
   * be ordered of it now (0: out of stock, cannot be added), its SKU and what it adds to the
   * price, in the request's currency. The price of a choice is the product's plus its
   * combination's `priceDelta`.
   */
  combinations: z.optional(
    z.array(
      z.object({
        values: z.array(z.string()),
        stock: z.int(),
        sku: z.string(),
        priceDelta: z.number(),
        priceDelta_formatted: z.string(),
      }),
    ),
  ),
  attributes: z.array(productAttributeSchema),
  /** Only for a product priced by the day's metal rate. */
  priceBreakdown: z.optional(priceBreakdownSchema),
});
export const productDetailResponseSchema = z.object({ product: productDetailSchema });

const listValue = z.string().check(z.maxLength(200));

/** The filters body: attribute key → selected values, the same keys the web's URL query carries. */
export const productFiltersBodySchema = z._default(
  z
    .record(
      z.string().check(z.regex(/^[a-z][a-z0-9_]{0,39}$/, 'must be an attribute key')),
      z.array(listValue).check(z.maxLength(50)),
    )
    .check(z.refine((body) => Object.keys(body).length <= 20, 'too many filter keys')),
  {},
);

const commaList = z.pipe(
  z.string().check(z.maxLength(500)),
  z.transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  ),
);

export const productListQuerySchema = z.object({
  page: queryInt(1, 10_000, 1),
  limit: queryInt(1, MAX_PAGE_SIZE, PAGE_SIZE),
  /** Relevance when the list has a search term, else featured; relevance without one is featured. */
  sort: z.optional(z.enum(SEARCH_SORTS)),
  /** `new-arrival` lists newest first (spec §7). */
  list_type: z.optional(z.enum(['new-arrival'])),
  /** Category slugs or ids, comma-separated. */
  category: z.optional(commaList),
  /** Collection slugs or ids, comma-separated. */
  collection: z.optional(commaList),
  /** Free text, as on /search/{searchText}. */
  search: z.optional(z.string().check(z.maxLength(MAX_SEARCH_LENGTH))),
});

export const productListResponseSchema = z.object({
  products: z.array(productSummarySchema),
  total: z.int(),
  page: z.int(),
  limit: z.int(),
  totalPages: z.int(),
});

/** Where a product's related pieces come from: the owner's picks, or the nearest in price. */
export const RELATED_SOURCES = ['owner', 'nearest'] as const;

/** GET /{brand}/products/:id/related: the "You may also like" row, in its order (may be empty). */
export const relatedProductsResponseSchema = z.object({
  products: z.array(productSummarySchema),
  source: z.enum(RELATED_SOURCES),
});

export const filtersQuerySchema = z.pick(productListQuerySchema, {
  category: true,
  collection: true,
  search: true,
});
export const attributeFilterSchema = z.object({
  attributeName: z.string(),
  label: z.string(),
  attributeValues: z.array(z.object({ value: z.string(), label: z.string(), count: z.int() })),
});
export const filtersResponseSchema = z.object({
  attribute_filters: z.array(attributeFilterSchema),
});

export type Category = z.infer<typeof categorySchema>;
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
export type CategoryResponse = z.infer<typeof categoryResponseSchema>;
export type RelatedProductsResponse = z.infer<typeof relatedProductsResponseSchema>;
export type ProductSummary = z.infer<typeof productSummarySchema>;
export type ProductDetail = z.infer<typeof productDetailSchema>;
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;
export type MediaEntry = z.infer<typeof mediaEntrySchema>;
export type ProductOption = z.infer<typeof productOptionSchema>;
export type ProductAttribute = z.infer<typeof productAttributeSchema>;
export type ProductFiltersBody = z.infer<typeof productFiltersBodySchema>;
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export type ProductListResponse = z.infer<typeof productListResponseSchema>;
export type AttributeFilter = z.infer<typeof attributeFilterSchema>;
export type FiltersResponse = z.infer<typeof filtersResponseSchema>;
