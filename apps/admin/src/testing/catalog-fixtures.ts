import type { AdminProduct, AdminProductRow, Attribute, Group } from '@aurelle/contract';

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
