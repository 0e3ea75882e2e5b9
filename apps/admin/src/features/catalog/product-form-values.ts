import {
  catalogMessages,
  paiseToRupees,
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

/**
 * The product form: the contract's body (same rules, same messages) with the featured rank as
 * typed, and the compare-at price checked against the price as the server does.
 */
export const productFormSchema = z
  .extend(productBodySchema, {
    featuredRank: z
      .string()
      .check(z.refine((value) => rankOf(value) !== undefined, catalogMessages.featuredRankInvalid)),
  })
  .check(
    z.refine(
      (values) => {
        const compareAt = parseRupees(values.compareAtPrice);
        const price = parseRupees(values.price);
        return compareAt === null || price === null || compareAt > price;
      },
      { message: catalogMessages.compareAtNotHigher, path: ['compareAtPrice'] },
    ),
  );

export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormValues = z.output<typeof productFormSchema>;
export type OptionFormValues = ProductFormValues['options'][number];

const blank = { en: '', fr: '' };

export const EMPTY_PRODUCT: ProductFormValues = {
  name: blank,
  description: blank,
  slug: '',
  sku: '',
  price: '',
  compareAtPrice: '',
  categoryId: '',
  collectionId: null,
  attributeValueIds: [],
  options: [],
  seo: { title: blank, description: blank },
  featuredRank: '',
  status: 'draft',
  hallmarked: false,
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
  };
}

/** What the form sends: the body as the contract takes it. */
export function bodyOf(values: ProductFormValues): ProductBody {
  return { ...values, featuredRank: rankOf(values.featuredRank) ?? null };
}
