import type {
  Page,
  Address,
  CartLine,
  CartResponse,
  Category,
  ProductSummary,
  SellerDisclosures,
  SiteSettings,
} from '@aurelle/contract';

export const siteSettings: SiteSettings = {
  contact: '+91 22 4000 1234',
  email: 'care@aurelle.example',
  address: '12 Marine Drive, Mumbai 400020',
  pod_status: true,
  pod_cap_inr_paise: 2_00_000_00,
  quote_email: 'care@aurelle.example',
  launch_at: '2025-01-28T12:50:00',
  brand_name: 'Aurelle',
  brand_slug: 'aurelle',
};

export const sellerDisclosures: SellerDisclosures = {
  legalName: 'Aurelle Demo Jewels Private Limited',
  address: '12 Lavelle Road',
  city: 'Bengaluru',
  pinCode: '560001',
  state: 'Karnataka',
  gstin: '29AAGCA1234F1Z0',
  customerCare: { phone: '+91 80 4000 1234', email: 'care@aurelle.example' },
  grievanceOfficer: {
    name: 'Kavya Menon',
    designation: 'Grievance Officer',
    phone: '+91 80 4000 1299',
    email: 'grievance@aurelle.example',
  },
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

/** A cart line as GET /customer/cart answers it. */
export function cartLine(id: string, quantity = 1): CartLine {
  return {
    _id: `line-${id}`,
    product_id: id,
    name: `Piece ${id}`,
    sku: `SKU-${id}`,
    slug: `piece-${id}`,
    description: '',
    image: [],
    quantity,
    variant: [],
    attributes: [],
    stock: 3,
    inWishlist: false,
    price: 120000,
    prices_formatted: { price: '₹1,20,000', originalPrice: null },
  };
}

/** A cart as GET /customer/cart answers it (no coupon). */
export function cart(lines: CartLine[] = []): CartResponse {
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const formatted = `₹${total.toLocaleString('en-IN')}`;
  return {
    cart: lines,
    currency: 'INR',
    totalCartPrice: total,
    totalCartPriceFormatted: formatted,
    discount: 0,
    discountFormatted: '₹0',
    shipping: 0,
    shippingFormatted: '₹0',
    finalTotalFormatted: formatted,
    finalTotal: total,
    finalTotalInrPaise: total * 100,
    coupon: null,
  };
}

/** A saved address as GET /customer/profile lists it. */
export function savedAddress(over: Partial<Address> = {}): Address {
  return {
    _id: 'addr-1',
    name: 'Asha Rao',
    phone: '9876543210',
    address1: '12 MG Road',
    address2: '',
    country: 'India',
    state: 'Karnataka',
    city: 'Bengaluru',
    zipCode: '560001',
    label: 'Home',
    iso_country: 'IN',
    iso_state: 'KA',
    ...over,
  };
}

/** The informational pages' English titles, as the shop shows them. */
const PAGE_TITLES: Record<string, string> = {
  about: 'About us',
  'jewellery-care': 'Jewellery care',
  'size-guide': 'Size guide',
  certifications: 'Certifications',
  careers: 'Careers',
  labs: 'Our co-creation studio',
  'our-story': 'Our story',
  'beyond-brilliance': 'Beyond Brilliance',
};

/** An informational page as the API answers it; the policies keep their four anchored headings. */
export function infoPage(slug: string, lang: string): Page {
  if (slug === 'policies') {
    const headings =
      lang === 'fr'
        ? [
            'Politique de livraison',
            'Retours et échanges',
            'Politique de confidentialité',
            'Conditions générales',
          ]
        : ['Shipping policy', 'Returns and exchanges', 'Privacy policy', 'Terms and conditions'];
    const anchors = [
      'shipping-policy',
      'return-exchange-policy',
      'privacy-policy',
      'terms-condition',
    ];
    return {
      slug,
      eyebrow: lang === 'fr' ? 'Service client' : 'Client care',
      title: lang === 'fr' ? 'Conditions' : 'Policies',
      lede: '',
      body: anchors
        .map((id, i) => `<h2 id="${id}">${headings[i]}</h2><p>${headings[i]} text.</p>`)
        .join(''),
    };
  }
  const title = PAGE_TITLES[slug] ?? slug;
  return { slug, eyebrow: '', title, lede: '', body: `<h2>${title}</h2><p>Text.</p>` };
}
