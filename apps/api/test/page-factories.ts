import type { Db } from '../src/db/client.ts';
import {
  createCategory,
  createCollection,
  createContentBlock,
  createProduct,
  setCurrencyRates,
  setSiteSettings,
} from './factories.ts';

/** The shape of Vite's built index.html: the server fills in the head per request. */
export const BUILT_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Aurelle — Fine Jewellery</title>
    <meta name="description" content="static description" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-1a2.css">
    <link rel="preload" href="/assets/cormorant-garamond-400-aaaa1111.woff2" as="font" type="font/woff2" crossorigin="">
    <link rel="preload" href="/assets/cormorant-garamond-500-bbbb2222.woff2" as="font" type="font/woff2" crossorigin="">
    <link rel="preload" href="/assets/manrope-cccc3333.woff2" as="font" type="font/woff2" crossorigin="">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

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
