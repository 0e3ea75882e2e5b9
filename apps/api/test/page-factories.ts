import type { Db } from '../src/db/client.ts';
import {
  createCategory,
  createCollection,
  createContentBlock,
  createProduct,
  setCurrencyRates,
  setSiteSettings,
} from './factories.ts';

/**
 * The shop the page tests render: its contact settings, SEO texts, social links and home banner,
 * the Opus collection, and in the rings category a solitaire ring (with `ringImages`) and a plain
 * band without a slug and out of stock.
 */
export async function createShopForPages(db: Db, ringImages: string[]) {
  await setCurrencyRates(db);
  await setSiteSettings(db, {
    contact: '+91 22 4000 1234',
    email: 'concierge@aurelle.example',
    address: 'Mumbai',
  });
  await createContentBlock(db, 'seo_setting', {
    meta_title: 'Aurelle — Fine Jewellery',
    meta_description: 'Diamonds crafted to be worn for a lifetime.',
    meta_keywords: 'diamonds, rings',
    og_title: 'Aurelle',
    og_description: 'Fine jewellery',
  });
  await createContentBlock(db, 'socialMedia', {
    data: [{ link: 'https://instagram.com/aurelle', icon: 'instagram' }],
  });
  const rings = await createCategory(db, { slug: 'rings', name: { en: 'Rings', fr: 'Bagues' } });
  await createCollection(db, { slug: 'opus', name: { en: 'Opus', fr: 'Opus' } });
  await createContentBlock(db, 'home_banners', {
    data: [
      {
        title: 'Light, held',
        subtitle: 'Diamonds for a lifetime',
        cta_label: 'Discover',
        cta_link: '/shop/opus',
        image: '/media/banners/hero.svg',
      },
    ],
  });
  const ring = await createProduct(db, {
    categoryId: rings.id,
    slug: 'lumiere-solitaire-ring',
    sku: 'AU-RG-001',
    name: { en: 'Lumière Solitaire Ring', fr: 'Bague Solitaire Lumière' },
    description: {
      en: 'A single round diamond <on> a fine band.',
      fr: 'Un diamant rond sur un anneau fin.',
    },
    price: 12_500_000,
    stock: 4,
    featuredRank: 1,
    images: ringImages,
  });
  const plainBand = await createProduct(db, {
    categoryId: rings.id,
    slug: null,
    stock: 0,
    name: 'Plain Band',
  });
  return { rings, ring, plainBand };
}
