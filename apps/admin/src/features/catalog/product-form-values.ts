import {
  DEFAULT_HSN,
  MAKING_KINDS,
  MAX_RUPEES,
  METALS,
  adminRelatedPieceSchema,
  RELATED_PRODUCTS_MAX,
  catalogMessages,
  hundredthsToPercent,
  metalMessages,
  mgToGrams,
  paiseToRupees,
  parseGrams,
  parsePercent,
  parseRupees,
  productBodySchema,
  type AdminProduct,
  type ProductBody,
} from '@aurelle/contract';
import * as z from 'zod/mini';

/** A featured rank as typed: empty, or a whole number from 1 to 9999. */
export function rankOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,4}$/.test(trimmed)) return undefined;
  const rank = Number(trimmed);
  return rank >= 1 ? rank : undefined;
}

/** How the form holds the pricing: both ways' fields kept while the owner switches between them. */
const pricingFormSchema = z.object({
  mode: z.enum(['fixed', 'metal']),
  metal: z.enum(METALS),
  netWeight: z.string(),
  makingKind: z.enum(MAKING_KINDS),
  making: z.string(),
  stones: z.string(),
});
type PricingForm = z.infer<typeof pricingFormSchema>;

const byMetal = (values: { pricing: PricingForm }) => values.pricing.mode === 'metal';

/**
 * The product form: the contract's body (same rules, same messages) with the featured rank as
 * typed, the compare-at price checked against the price as the server does, and the price or the
 * metal's composition required by the pricing chosen.
 */
export const productFormSchema = z
  .extend(productBodySchema, {
    featuredRank: z
      .string()
      .check(z.refine((value) => rankOf(value) !== undefined, catalogMessages.featuredRankInvalid)),
    price: z.string(),
    pricing: pricingFormSchema,
    /** The related pieces as the form shows them; it sends their ids. */
    related: z
      .array(adminRelatedPieceSchema)
      .check(z.maxLength(RELATED_PRODUCTS_MAX, catalogMessages.relatedTooMany)),
  })
  .check(
    z.refine((values) => byMetal(values) || parseRupees(values.price) !== null, {
      message: catalogMessages.priceInvalid,
      path: ['price'],
    }),
    z.refine((values) => byMetal(values) || (parseRupees(values.price) ?? 0) <= MAX_RUPEES * 100, {
      message: catalogMessages.priceTooHigh,
      path: ['price'],
    }),
    z.refine(
      (values) => {
        const compareAt = parseRupees(values.compareAtPrice);
        const price = parseRupees(values.price);
        return byMetal(values) || compareAt === null || price === null || compareAt > price;
      },
      { message: catalogMessages.compareAtNotHigher, path: ['compareAtPrice'] },
    ),
    z.refine((values) => !byMetal(values) || parseGrams(values.pricing.netWeight) !== null, {
      message: metalMessages.weightInvalid,
      path: ['pricing', 'netWeight'],
    }),
    z.refine(
      ({ pricing }) =>
        pricing.mode !== 'metal' ||
        (pricing.makingKind === 'percent'
          ? parsePercent(pricing.making) !== null
          : parseRupees(pricing.making) !== null),
      { message: catalogMessages.priceInvalid, path: ['pricing', 'making'] },
    ),
    z.refine(
      ({ pricing }) =>
        pricing.mode !== 'metal' || !pricing.stones.trim() || parseRupees(pricing.stones) !== null,
      { message: catalogMessages.priceInvalid, path: ['pricing', 'stones'] },
    ),
  );

export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormValues = z.output<typeof productFormSchema>;
export type OptionFormValues = ProductFormValues['options'][number];
export type RelatedFormValue = ProductFormValues['related'][number];

const blank = { en: '', fr: '' };

const FIXED: PricingForm = {
  mode: 'fixed',
  metal: 'gold-22k',
  netWeight: '',
  makingKind: 'percent',
  making: '',
  stones: '0',
};

export const EMPTY_PRODUCT: ProductFormValues = {
  name: blank,
  description: blank,
  slug: '',
  sku: '',
  price: '',
  compareAtPrice: '',
  hsn: DEFAULT_HSN,
  pricing: FIXED,
  categoryId: '',
  collectionId: null,
  attributeValueIds: [],
  options: [],
  seo: { title: blank, description: blank },
  featuredRank: '',
  status: 'draft',
  hallmarked: false,
  related: [],
};

export const EMPTY_OPTION: OptionFormValues = {
  code: '',
  name: blank,
  values: [{ value: '', label: blank, priceDelta: '0' }],
};

export const EMPTY_OPTION_VALUE: OptionFormValues['values'][number] = {
  value: '',
  label: blank,
  priceDelta: '0',
};

/** A stored product as the form edits it: paise as rupees, the rank as text. */
export function formOf(product: AdminProduct): ProductFormValues {
  return {
    name: { ...product.name },
    description: { ...product.description },
    slug: product.slug,
    sku: product.sku,
    price: paiseToRupees(product.price),
    compareAtPrice: product.compareAtPrice === null ? '' : paiseToRupees(product.compareAtPrice),
    hsn: product.hsn,
    pricing: product.pricing
      ? {
          mode: 'metal',
          metal: product.pricing.metal,
          netWeight: mgToGrams(product.pricing.netWeightMg),
          makingKind: product.pricing.makingKind,
          making:
            product.pricing.makingKind === 'percent'
              ? hundredthsToPercent(product.pricing.makingValue)
              : paiseToRupees(product.pricing.makingValue),
          stones: paiseToRupees(product.pricing.stonesValue),
        }
      : FIXED,
    categoryId: product.categoryId,
    collectionId: product.collectionId,
    attributeValueIds: [...product.attributeValueIds],
    options: product.options.map((option) => ({
      code: option.code,
      name: { ...option.name },
      values: option.values.map((value) => ({
        value: value.value,
        label: { ...value.label },
        priceDelta: paiseToRupees(value.priceDelta),
      })),
    })),
    seo: {
      title: { ...product.seo.title },
      description: { ...product.seo.description },
    },
    featuredRank: product.featuredRank === null ? '' : String(product.featuredRank),
    status: product.status,
    hallmarked: product.hallmarked,
    related: product.related.map((piece) => ({ ...piece })),
  };
}

/**
 * What the form sends: the body as the contract takes it. A product priced by the metal rate
 * sends its composition and no price (the server prices it from the rate in force).
 */
export function bodyOf(values: ProductFormValues): ProductBody {
  const { pricing, price, compareAtPrice, related, ...fields } = values;
  const rest = { ...fields, relatedIds: related.map((piece) => piece.id) };
  const featuredRank = rankOf(values.featuredRank) ?? null;
  if (pricing.mode === 'fixed')
    return { ...rest, price, compareAtPrice, pricing: null, featuredRank };
  const { mode: _mode, ...composition } = pricing;
  return {
    ...rest,
    compareAtPrice: '',
    pricing: { ...composition, stones: composition.stones.trim() || '0' },
    featuredRank,
  };
}
