import * as z from 'zod/mini';
import { RELATED_PRODUCTS_MAX } from '../constants.ts';
import { queryInt } from '../http.ts';
import { listQueryFields, trimmedString, trimmedText } from './fields.ts';
import { MAKING_KINDS, METALS, metalMessages, parseGrams, parsePercent } from './metal.schema.ts';

/** Where a product stands: a draft is not on the shop yet, an archived one is no longer shown. */
export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The highest price a product or option may have: ₹2,00,00,000 (the column holds paise). */
export const MAX_RUPEES = 2_00_00_000;
export const PRODUCT_NAME_MAX_LENGTH = 200;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 5000;
export const SEO_TITLE_MAX_LENGTH = 70;
export const SEO_DESCRIPTION_MAX_LENGTH = 200;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const OPTION_CODE_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
/** A BIS hallmark unique ID: six capital letters and digits. */
export const HUID_PATTERN = /^[A-Z0-9]{6}$/;

export const catalogMessages = {
  nameRequired: 'Enter the English name',
  nameLong: `Use at most ${PRODUCT_NAME_MAX_LENGTH} characters`,
  descriptionLong: `Use at most ${PRODUCT_DESCRIPTION_MAX_LENGTH} characters`,
  slugInvalid: 'Use lower-case letters, digits and single hyphens, like solitaire-ring',
  slugTaken: 'Another product already has this slug',
  skuInvalid: 'Use up to 64 letters, digits, dots, slashes, hyphens or underscores',
  skuTaken: 'Another product already has this SKU',
  priceInvalid: 'Enter an amount in rupees, like 45000 or 45,000.50',
  priceTooHigh: 'Enter at most ₹2,00,00,000',
  compareAtNotHigher: 'The compare-at price must be higher than the price',
  categoryRequired: 'Choose a category',
  categoryNotFound: 'No such category',
  collectionNotFound: 'No such collection',
  attributeValueNotFound: 'No such filter value',
  optionCodeInvalid: 'Use lower-case letters, digits, hyphens or underscores, like ring-size',
  optionCodeRepeated: 'Two options have this code',
  optionValueRequired: 'Enter the value',
  optionValueRepeated: 'Two values of this option are the same',
  optionValuesRequired: 'Give the option at least one value',
  priceBelowZero: 'With this change the price would be below ₹0',
  seoTitleLong: `Use at most ${SEO_TITLE_MAX_LENGTH} characters`,
  seoDescriptionLong: `Use at most ${SEO_DESCRIPTION_MAX_LENGTH} characters`,
  featuredRankInvalid: 'Enter a whole number from 1 to 9999, or leave it empty',
  productNotFound: 'No such product',
  staleVersion: 'Someone saved this product after you opened it',
  orderedNotDeleted: 'This product has been ordered, so it is kept: archive it instead',
  hallmarkedHasStock:
    'Set the stock to 0 before marking it hallmarked: its stock will be its pieces, received by HUID',
  hallmarkedHasPieces: 'This product has hallmarked pieces: it stays hallmarked',
  hallmarkedAdjust: 'This product is hallmarked: receive or remove its pieces by HUID',
  huidInvalid: 'A HUID is 6 capital letters and digits, like AB12C4',
  huidRepeated: 'This HUID is twice in the list',
  huidTaken: 'A piece with this HUID is already recorded',
  huidsRequired: 'Enter at least one HUID',
  notHallmarked: 'This product is not hallmarked',
  pieceNotFound: 'No such piece',
  pieceNotInStock: 'Only a piece in stock can be removed',
  pieceVariantRequired: 'Choose the size of these pieces',
  pieceVariantUnknown: 'No such size of this product',
  pieceSizeRecorded: 'This piece’s size is recorded already',
  pieceNotInStockToSize: 'Only a piece in stock can be given its size',
  pieceUnitPromised:
    'Every piece of unrecorded size is promised to an order: its size is recorded when that order is packed',
  groupNameRequired: 'Enter the English name',
  groupSlugTaken: 'Another one already has this slug',
  groupInUse: 'Products still use this: move them first',
  groupNotFound: 'Not found',
  attributeCodeInvalid: 'Use lower-case letters, digits and hyphens, like metal',
  attributeCodeTaken: 'Another filter already has this code',
  attributeValueTaken: 'This filter already has this value',
  attributeValueInvalid: 'Enter the value, at most 60 characters',
  reorderMismatch: 'The list changed meanwhile: reload and reorder again',
  relatedTooMany: `Choose at most ${RELATED_PRODUCTS_MAX} related pieces`,
  relatedItself: 'A product cannot be related to itself',
  relatedRepeated: 'This piece is already in the list',
  relatedNotFound: 'No such product',
} as const;

/**
 * Rupees as the owner types them (`45000`, `45,000.50`, `₹ 1,23,456`) in paise, or null when it
 * is not an amount. Negative amounts are allowed only where `signed` (an option's price change).
 */
export function parseRupees(text: string, { signed = false } = {}): number | null {
  const cleaned = text.replace(/[\s,₹]/g, '').replace(/^rs\.?/i, '');
  const match = /^(-?)(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match || (match[1] && !signed)) return null;
  const paise = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -paise : paise;
}

/** Paise as a form shows them to edit: `45000`, `45000.50`. */
export function paiseToRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}${rupees}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/** kebab-case without accents: "Céleste Halo Ring" → "celeste-halo-ring". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** A text in English (the fallback the shop shows) and, optionally, French. */
const localized = (max: number, longMessage: string, requiredMessage?: string) =>
  z.object({
    en: trimmedText(max, longMessage, requiredMessage),
    fr: z._default(trimmedText(max, longMessage), ''),
  });

/** A product's or a group's slug as staff typed it; empty, the server makes it from the name. */
const optionalSlug = z._default(
  z.pipe(
    trimmedString,
    z.string().check(
      z.refine((value) => value === '' || SLUG_PATTERN.test(value), catalogMessages.slugInvalid),
      z.maxLength(80, catalogMessages.slugInvalid),
    ),
  ),
  '',
);

/** Rupees typed by staff, checked here and turned into paise by `parseRupees` where used. */
export const rupees = ({ signed = false } = {}) =>
  z.string().check(
    z.refine((value) => parseRupees(value, { signed }) !== null, catalogMessages.priceInvalid),
    z.refine((value) => {
      const paise = parseRupees(value, { signed });
      return paise === null || Math.abs(paise) <= MAX_RUPEES * 100;
    }, catalogMessages.priceTooHigh),
  );

export const productOptionBodySchema = z.object({
  // The demo's options are coded with underscores (`ring_size`): both are accepted.
  code: z
    .string()
    .check(z.regex(OPTION_CODE_PATTERN, catalogMessages.optionCodeInvalid), z.maxLength(40)),
  name: localized(80, catalogMessages.nameLong, catalogMessages.nameRequired),
  values: z
    .array(
      z.object({
        value: trimmedText(
          60,
          catalogMessages.attributeValueInvalid,
          catalogMessages.optionValueRequired,
        ),
        label: localized(80, catalogMessages.nameLong, catalogMessages.nameRequired),
        priceDelta: z._default(rupees({ signed: true }), '0'),
      }),
    )
    .check(z.minLength(1, catalogMessages.optionValuesRequired), z.maxLength(60)),
});

/** An HSN code: 4, 6 or 8 digits (7113: jewellery of precious metal). */
export const HSN_PATTERN = /^\d{4}(?:\d{2}){0,2}$/;
export const DEFAULT_HSN = '7113';

/**
 * A product priced by the day's metal rate, as the form sends it: grams to the milligram, the
 * making charge as a percentage or rupees per gram, the stones' value in rupees before GST.
 */
export const metalPricingBodySchema = z
  .object({
    metal: z.enum(METALS),
    netWeight: z
      .string()
      .check(z.refine((value) => parseGrams(value) !== null, metalMessages.weightInvalid)),
    makingKind: z.enum(MAKING_KINDS),
    making: z.string(),
    stones: z._default(rupees(), '0'),
  })
  .check(
    z.refine((value) => value.makingKind !== 'percent' || parsePercent(value.making) !== null, {
      path: ['making'],
      message: metalMessages.percentInvalid,
    }),
    z.refine((value) => value.makingKind !== 'per_gram' || parseRupees(value.making) !== null, {
      path: ['making'],
      message: catalogMessages.priceInvalid,
    }),
  );
export type MetalPricingBody = z.input<typeof metalPricingBodySchema>;

/** What the product form sends; the server turns rupees into paise and checks every reference. */
export const productBodySchema = z.object({
  name: localized(PRODUCT_NAME_MAX_LENGTH, catalogMessages.nameLong, catalogMessages.nameRequired),
  description: z._default(
    localized(PRODUCT_DESCRIPTION_MAX_LENGTH, catalogMessages.descriptionLong),
    { en: '', fr: '' },
  ),
  /** Empty: made from the English name. */
  slug: optionalSlug,
  sku: z.pipe(trimmedString, z.string().check(z.regex(SKU_PATTERN, catalogMessages.skuInvalid))),
  /** Required for a fixed price; a product priced by the metal rate sends none (the server's). */
  price: z._default(rupees(), ''),
  hsn: z._default(
    z.pipe(trimmedString, z.string().check(z.regex(HSN_PATTERN, metalMessages.hsnInvalid))),
    DEFAULT_HSN,
  ),
  /** Null: a fixed price set by hand. */
  pricing: z._default(z.nullable(metalPricingBodySchema), null),
  /** Empty: not reduced. */
  compareAtPrice: z._default(
    z
      .string()
      .check(
        z.refine(
          (value) => value.trim() === '' || parseRupees(value) !== null,
          catalogMessages.priceInvalid,
        ),
      ),
    '',
  ),
  categoryId: z.uuid(catalogMessages.categoryRequired),
  collectionId: z._default(z.nullable(z.uuid(catalogMessages.collectionNotFound)), null),
  attributeValueIds: z._default(z.array(z.uuid()).check(z.maxLength(60)), []),
  options: z._default(z.array(productOptionBodySchema).check(z.maxLength(6)), []),
  seo: z._default(
    z.object({
      title: localized(SEO_TITLE_MAX_LENGTH, catalogMessages.seoTitleLong),
      description: localized(SEO_DESCRIPTION_MAX_LENGTH, catalogMessages.seoDescriptionLong),
    }),
    { title: { en: '', fr: '' }, description: { en: '', fr: '' } },
  ),
  featuredRank: z._default(
    z.nullable(
      z
        .number()
        .check(
          z.int(catalogMessages.featuredRankInvalid),
          z.minimum(1, catalogMessages.featuredRankInvalid),
          z.maximum(9999, catalogMessages.featuredRankInvalid),
        ),
    ),
    null,
  ),
  status: z._default(z.enum(PRODUCT_STATUSES), 'draft'),
  hallmarked: z._default(z.boolean(), false),
  /**
   * The pieces the shop shows under it ("You may also like"), in order. Left out, they stay as
   * they are (the CSV import does not carry them); empty, there are none.
   */
  relatedIds: z.optional(
    z.array(z.uuid()).check(z.maxLength(RELATED_PRODUCTS_MAX, catalogMessages.relatedTooMany)),
  ),
});
export type ProductBody = z.input<typeof productBodySchema>;
export type ProductInput = z.output<typeof productBodySchema>;

/** A save carries the version it was made from; an older one than the stored is refused (409). */
export const productUpdateBodySchema = z.extend(productBodySchema, {
  version: z.number().check(z.int(), z.minimum(1)),
});
export type ProductUpdateBody = z.input<typeof productUpdateBodySchema>;

const localizedOut = z.object({ en: z.string(), fr: z.string() });

/** A related piece as the product form shows it: enough to name it and say whether it is on sale. */
export const adminRelatedPieceSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  image: z.nullable(z.string()),
});

export const adminProductSchema = z.object({
  id: z.string(),
  version: z.number(),
  status: z.enum(PRODUCT_STATUSES),
  name: localizedOut,
  description: localizedOut,
  slug: z.string(),
  /** Slugs it had before, which the shop redirects to the current one. */
  oldSlugs: z.array(z.string()),
  sku: z.string(),
  /** Paise. */
  price: z.number(),
  compareAtPrice: z.nullable(z.number()),
  hsn: z.string(),
  /** Null: a fixed price; else what the price is computed from at the day's rate. */
  pricing: z.nullable(
    z.object({
      metal: z.enum(METALS),
      netWeightMg: z.number(),
      makingKind: z.enum(MAKING_KINDS),
      /** Percent in hundredths, or paise per gram. */
      makingValue: z.number(),
      /** Paise, before GST. */
      stonesValue: z.number(),
    }),
  ),
  categoryId: z.string(),
  collectionId: z.nullable(z.string()),
  attributeValueIds: z.array(z.string()),
  options: z.array(
    z.object({
      code: z.string(),
      name: localizedOut,
      values: z.array(z.object({ value: z.string(), label: localizedOut, priceDelta: z.number() })),
    }),
  ),
  seo: z.object({ title: localizedOut, description: localizedOut }),
  featuredRank: z.nullable(z.number()),
  hallmarked: z.boolean(),
  stock: z.number(),
  lowStockAt: z.number(),
  image: z.nullable(z.string()),
  /** The pieces the shop shows under it, in order; the shop leaves out those not on sale. */
  related: z.array(adminRelatedPieceSchema),
  /** Ordered at least once: kept for good (archive, not delete). */
  everOrdered: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export type RelatedPiece = AdminProduct['related'][number];

export const STOCK_FILTERS = ['in', 'low', 'out'] as const;
export const PRODUCT_SORTS = ['updated', 'name', 'sku', 'price', 'stock'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const adminProductListQuerySchema = z.object({
  q: listQueryFields.q,
  categoryId: z.optional(z.uuid()),
  collectionId: z.optional(z.uuid()),
  status: z.optional(z.enum(PRODUCT_STATUSES)),
  stock: z.optional(z.enum(STOCK_FILTERS)),
  sort: z._default(z.enum(PRODUCT_SORTS), 'updated'),
  order: z.optional(z.enum(['asc', 'desc'])),
  /** The `next` of the page before. */
  after: z.optional(z.string().check(z.maxLength(400))),
  limit: queryInt(1, 200, 50),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;

export const adminProductRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  price: z.number(),
  stock: z.number(),
  lowStockAt: z.number(),
  hallmarked: z.boolean(),
  /** The metal its price follows the day's rate of; null for a fixed price. */
  metal: z.nullable(z.enum(METALS)),
  category: z.string(),
  image: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;
export const adminProductPageSchema = z.object({
  items: z.array(adminProductRowSchema),
  total: z.number(),
  next: z.nullable(z.string()),
});
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

export const adminProductIdParamsSchema = z.object({ id: z.uuid() });

/** Categories and collections: the shop's two ways of grouping products. */
export const GROUP_KINDS = ['categories', 'collections'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

export const groupBodySchema = z.object({
  name: localized(80, catalogMessages.nameLong, catalogMessages.groupNameRequired),
  description: z._default(localized(2000, catalogMessages.descriptionLong), { en: '', fr: '' }),
  /** Empty: made from the English name. */
  slug: optionalSlug,
});
export type GroupBody = z.input<typeof groupBodySchema>;
export const groupSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: localizedOut,
  description: localizedOut,
  position: z.number(),
  /** Products in it, of any status. */
  products: z.number(),
});
export type Group = z.infer<typeof groupSchema>;
export const groupListSchema = z.object({ items: z.array(groupSchema) });
export const groupParamsSchema = z.object({ kind: z.enum(GROUP_KINDS), id: z.uuid() });
export const groupKindParamsSchema = z.object({ kind: z.enum(GROUP_KINDS) });

/** A new order: every id of the list, each once. */
export const reorderBodySchema = z.object({
  ids: z.array(z.uuid()).check(z.minLength(1), z.maxLength(500)),
});

export const attributeBodySchema = z.object({
  code: z.pipe(
    trimmedString,
    z
      .string()
      .check(
        z.regex(SLUG_PATTERN, catalogMessages.attributeCodeInvalid),
        z.maxLength(40, catalogMessages.attributeCodeInvalid),
      ),
  ),
  name: localized(80, catalogMessages.nameLong, catalogMessages.groupNameRequired),
});
export const attributeValueBodySchema = z.object({
  /** As the value travels in the shop's URLs and filters, e.g. `Yellow Gold`. */
  value: trimmedText(
    60,
    catalogMessages.attributeValueInvalid,
    catalogMessages.attributeValueInvalid,
  ),
  label: localized(80, catalogMessages.nameLong, catalogMessages.groupNameRequired),
});
export const attributeValueSchema = z.object({
  id: z.string(),
  value: z.string(),
  label: localizedOut,
  position: z.number(),
  products: z.number(),
});
export const attributeSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: localizedOut,
  position: z.number(),
  values: z.array(attributeValueSchema),
});
export type Attribute = z.infer<typeof attributeSchema>;
export const attributeListSchema = z.object({ items: z.array(attributeSchema) });
export const attributeParamsSchema = z.object({ id: z.uuid() });
export const attributeValueParamsSchema = z.object({ id: z.uuid(), valueId: z.uuid() });

export const PIECE_STATES = ['in_stock', 'reserved', 'sold', 'returned'] as const;
export const pieceSchema = z.object({
  id: z.string(),
  huid: z.string(),
  /** The variant the piece is (its size). */
  variantId: z.string(),
  /**
   * The combination's options in words ("Ring size: 12"); null for the implicit variant: for a
   * product with options, a piece whose size is not recorded yet.
   */
  variant: z.nullable(z.string()),
  state: z.enum(PIECE_STATES),
  orderNumber: z.nullable(z.string()),
  receivedAt: z.string(),
});
export type Piece = z.infer<typeof pieceSchema>;
/** A combination pieces can be received as, with its units in stock. */
export const pieceVariantSchema = z.object({
  id: z.string(),
  /** Its options in words: "Ring size: 12". */
  name: z.string(),
  sku: z.string(),
  stock: z.number(),
});
export const pieceListSchema = z.object({
  productId: z.string(),
  stock: z.number(),
  /** The product's combinations, in its order; none for a product without options. */
  variants: z.array(pieceVariantSchema),
  items: z.array(pieceSchema),
});
export type PieceList = z.infer<typeof pieceListSchema>;
export const receivePiecesBodySchema = z.object({
  huids: z
    .array(
      z.pipe(
        z.pipe(
          trimmedString,
          z.transform((value) => value.toUpperCase()),
        ),
        z.string().check(z.regex(HUID_PATTERN, catalogMessages.huidInvalid)),
      ),
    )
    .check(z.minLength(1, catalogMessages.huidsRequired), z.maxLength(1000)),
  note: z.optional(z.string().check(z.maxLength(500))),
  /** The combination received (one of `variants`); required when the product has options. */
  variantId: z.optional(z.uuid()),
});
export type ReceivePiecesBody = z.input<typeof receivePiecesBodySchema>;
export const pieceParamsSchema = z.object({ id: z.uuid(), pieceId: z.uuid() });
/** A piece of unrecorded size given its size: the combination it is. */
export const pieceVariantBodySchema = z.object({ variantId: z.uuid() });
export type PieceVariantBody = z.infer<typeof pieceVariantBodySchema>;
