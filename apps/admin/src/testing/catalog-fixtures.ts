import type {
  AdminProduct,
  AdminProductRow,
  Attribute,
  Group,
  ProductVariants,
} from '@aurelle/contract';
import { HttpResponse } from 'msw';
import { answer } from './server.ts';

export const RING_ID = '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
export const RINGS = '6a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
export const BRIDAL = '7b1c2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e';
export const YELLOW_GOLD = '8c2d3e4f-5a6b-4c7d-8e9f-9a0b1c2d3e4f';

export function group(id: string, en: string, products = 0): Group {
  return {
    id,
    slug: en.toLowerCase().replace(/\s+/g, '-'),
    name: { en, fr: '' },
    description: { en: '', fr: '' },
    position: 1,
    products,
  };
}

export const metal: Attribute = {
  id: '9d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  code: 'metal',
  name: { en: 'Metal', fr: 'Métal' },
  position: 1,
  values: [
    {
      id: YELLOW_GOLD,
      value: 'Yellow Gold',
      label: { en: 'Yellow gold', fr: 'Or jaune' },
      position: 1,
      products: 4,
    },
  ],
};

export function productRow(overrides: Partial<AdminProductRow> = {}): AdminProductRow {
  return {
    id: RING_ID,
    name: 'Céleste halo ring',
    sku: 'RNG-CEL-01',
    status: 'active',
    price: 12345600,
    stock: 2,
    lowStockAt: 3,
    hallmarked: false,
    metal: null,
    category: 'Rings',
    image: null,
    updatedAt: '2026-11-27T09:30:00.000Z',
    ...overrides,
  };
}

export function product(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: RING_ID,
    version: 3,
    status: 'active',
    name: { en: 'Céleste halo ring', fr: '' },
    description: { en: 'A halo of diamonds.', fr: '' },
    slug: 'celeste-halo-ring',
    oldSlugs: ['celeste-ring'],
    sku: 'RNG-CEL-01',
    price: 4500000,
    compareAtPrice: null,
    hsn: '7113',
    pricing: null,
    categoryId: RINGS,
    collectionId: null,
    attributeValueIds: [YELLOW_GOLD],
    options: [
      {
        code: 'ring-size',
        name: { en: 'Ring size', fr: '' },
        values: [
          { value: '12', label: { en: '12', fr: '' }, priceDelta: 0 },
          { value: '14', label: { en: '14', fr: '' }, priceDelta: 150000 },
        ],
      },
    ],
    seo: { title: { en: '', fr: '' }, description: { en: '', fr: '' } },
    featuredRank: null,
    hallmarked: false,
    stock: 2,
    lowStockAt: 3,
    image: null,
    related: [],
    everOrdered: false,
    createdAt: '2026-11-01T09:30:00.000Z',
    updatedAt: '2026-11-27T09:30:00.000Z',
    ...overrides,
  };
}

/** A product's variants as the API lists them: one per value of its first option, none counted. */
export function productVariants(of: AdminProduct = product()): ProductVariants {
  const option = of.options[0];
  return {
    productId: of.id,
    hasOptions: of.options.length > 0,
    hallmarked: of.hallmarked,
    price: of.price,
    notCounted: 0,
    variants: (option?.values ?? []).map((value, index) => ({
      id: `0000000${index}-0000-4000-8000-000000000000`,
      key: JSON.stringify([value.value]),
      options: [{ name: option?.name.en ?? '', value: value.label.en }],
      label: `${option?.name.en ?? ''}: ${value.label.en}`,
      sku: `${of.sku}-${value.value}`,
      stock: 0,
      lowStockAt: 2,
      priceDelta: value.priceDelta,
      offered: true,
    })),
  };
}

/** The API's answer to a product's variants (the product screen asks for them). */
export const answerVariants = (of?: AdminProduct) =>
  answer('listVariants', () => HttpResponse.json(productVariants(of)));
