import type { Category, ProductSummary, SiteSettings } from '@aurelle/contract';

export const siteSettings: SiteSettings = {
  contact: '+91 22 4000 1234',
  email: 'care@aurelle.example',
  address: '12 Marine Drive, Mumbai 400020',
  pod_status: true,
  brand_name: 'Aurelle',
  brand_slug: 'aurelle',
};

export const seoSetting = {
  meta_title: 'Aurelle | Fine diamond jewellery',
  meta_description: 'Diamonds chosen one by one.',
  meta_keywords: 'diamonds, rings',
  og_title: 'Aurelle',
  og_description: 'Fine diamond jewellery',
};

export const categories: Category[] = [
  { _id: 'c1', slug: 'rings', name: 'Rings', description: 'Rings.', image: null, productCount: 4 },
];

export function product(id: string, price = '₹1,20,000'): ProductSummary {
  return {
    _id: id,
    slug: `piece-${id}`,
    sku: `SKU-${id}`,
    name: `Piece ${id}`,
    image: [],
    price: 120000,
    originalPrice: null,
    currency: 'INR',
    prices_formatted: { price, originalPrice: null },
    stock: 3,
    category: { _id: 'c1', slug: 'rings', name: 'Rings' },
    collection: null,
  };
}

/** A customer profile as GET /customer/profile answers it. */
export const profile = {
  customer: {
    _id: 'u1',
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    countryCode: '91',
    addresses: [],
  },
  totalProducts: 2,
};
