import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import {
  attributeValues,
  attributes,
  categories,
  collections,
  contentBlocks,
  currencyRates,
  productAttributeValues,
  productOptionValues,
  productOptions,
  productTranslations,
  products,
} from '../../apps/api/src/db/schema/index.ts';
import { writeTransaction } from '../../apps/api/src/lib/write-transaction.ts';
import { refreshSearchText } from '../../apps/api/src/modules/search/search-text.repository.ts';
import { createRng } from '../../apps/api/seed/artwork/random.ts';

const CATEGORIES = [
  ['rings', 'Rings', 'Bagues'],
  ['earrings', 'Earrings', "Boucles d'oreilles"],
  ['necklaces', 'Necklaces', 'Colliers'],
  ['bracelets', 'Bracelets', 'Bracelets'],
  ['pendants', 'Pendants', 'Pendentifs'],
  ['bangles', 'Bangles', 'Joncs'],
  ['nose-pins', 'Nose Pins', 'Piercings de nez'],
  ['anklets', 'Anklets', 'Chaînes de cheville'],
] as const;
const COLLECTIONS = [
  'heritage',
  'aurora',
  'opus',
  'lumiere',
  'solstice',
  'nocturne',
  'meridian',
  'celeste',
  'atelier',
  'riviera',
  'bloom',
  'eclipse',
];
const ATTRIBUTES: [string, string, string, [string, string][]][] = [
  [
    'metal',
    'Metal',
    'Métal',
    [
      ['Yellow Gold', 'Or jaune'],
      ['White Gold', 'Or blanc'],
      ['Rose Gold', 'Or rose'],
      ['Platinum', 'Platine'],
      ['Silver', 'Argent'],
    ],
  ],
  [
    'stone',
    'Stone',
    'Pierre',
    [
      ['Diamond', 'Diamant'],
      ['Emerald', 'Émeraude'],
      ['Ruby', 'Rubis'],
      ['Sapphire', 'Saphir'],
      ['Pearl', 'Perle'],
      ['Moissanite', 'Moissanite'],
    ],
  ],
  [
    'shape',
    'Shape',
    'Forme',
    [
      ['Round', 'Rond'],
      ['Oval', 'Ovale'],
      ['Princess', 'Princesse'],
      ['Cushion', 'Coussin'],
      ['Pear', 'Poire'],
      ['Marquise', 'Marquise'],
    ],
  ],
  [
    'carat',
    'Carat',
    'Carat',
    [
      ['0.25', '0,25'],
      ['0.5', '0,5'],
      ['1', '1'],
      ['1.5', '1,5'],
      ['2', '2'],
    ],
  ],
  [
    'occasion',
    'Occasion',
    'Occasion',
    [
      ['Engagement', 'Fiançailles'],
      ['Wedding', 'Mariage'],
      ['Everyday', 'Quotidien'],
      ['Gift', 'Cadeau'],
      ['Party', 'Soirée'],
    ],
  ],
];
const STYLES = [
  'Solitaire',
  'Halo',
  'Eternity',
  'Cluster',
  'Vintage',
  'Twisted',
  'Classic',
  'Petite',
  'Cascade',
  'Starlight',
  'Infinity',
  'Crown',
];
const NAMES = [
  'Aurora',
  'Seraphine',
  'Elowen',
  'Isolde',
  'Marisol',
  'Odette',
  'Lucienne',
  'Celestine',
  'Margaux',
  'Vivienne',
  'Amara',
  'Ilaria',
];

async function insertBatched<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Writes a deterministic catalogue of `count` products (en + fr for most), then ANALYZEs. */
export async function generateCatalog(db: Db, { count = 10_000, seed = 42 } = {}) {
  // The seed's mulberry32: every run builds the same catalogue.
  const r = createRng(seed);
  const categoryRows = CATEGORIES.map(([slug, en, fr], position) => ({
    id: randomUUID(),
    slug,
    name: { en, fr },
    position,
  }));
  await db.insert(categories).values(categoryRows);
  const collectionRows = COLLECTIONS.map((slug, position) => ({
    id: randomUUID(),
    slug,
    name: { en: slug[0]?.toUpperCase() + slug.slice(1) },
    position,
  }));
  await db.insert(collections).values(collectionRows);
  const valuesByAttribute = new Map<string, { id: string; value: string; en: string }[]>();
  for (const [position, [code, en, fr, values]] of ATTRIBUTES.entries()) {
    const id = randomUUID();
    await db.insert(attributes).values({ id, code, name: { en, fr }, position });
    const rows = values.map(([value, label], i) => ({
      id: randomUUID(),
      attributeId: id,
      value,
      label: { en: value, fr: label },
      position: i,
    }));
    await db.insert(attributeValues).values(rows);
    valuesByAttribute.set(
      code,
      rows.map((row) => ({ id: row.id, value: row.value, en: row.value })),
    );
  }
  const values = (code: string) => valuesByAttribute.get(code) ?? [];

  const productRows: (typeof products.$inferInsert)[] = [];
  const translationRows: (typeof productTranslations.$inferInsert)[] = [];
  const pavRows: (typeof productAttributeValues.$inferInsert)[] = [];
  const optionRows: (typeof productOptions.$inferInsert)[] = [];
  const optionValueRows: (typeof productOptionValues.$inferInsert)[] = [];
  const start = Date.UTC(2023, 0, 1);
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const category = r.pick(categoryRows);
    const stone = r.pick(values('stone'));
    const style = r.pick(STYLES);
    const name = `${r.pick(NAMES)} ${stone.en} ${style} ${category.name.en.replace(/s$/, '')}`;
    const price = r.int(20_000, 5_000_000) * 100;
    productRows.push({
      id,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i}`,
      sku: `AU-${String(i).padStart(6, '0')}`,
      categoryId: category.id,
      collectionId: r.next() < 0.7 ? r.pick(collectionRows).id : null,
      price,
      originalPrice: r.next() < 0.2 ? Math.round(price * 1.2) : null,
      stock: r.int(0, 50),
      images: [1, 2, 3].map((n) => `/media/bench/p-${i}-${n}.jpg`),
      media: [
        { file_url: `/media/bench/p-${i}-1.jpg` },
        { file_url: `/media/bench/p-${i}.mp4` },
        { file_url: `/media/bench/p-${i}-2.jpg` },
      ],
      featuredRank: r.next() < 0.1 ? r.int(1, 1000) : null,
      createdAt: new Date(start + r.int(0, 730) * 86_400_000 + i * 1000),
    });
    translationRows.push({
      productId: id,
      locale: 'en',
      name,
      description: `${name}, hand-finished in our atelier.`,
    });
    if (r.next() < 0.8) {
      translationRows.push({
        productId: id,
        locale: 'fr',
        name: `${category.name.fr} ${style} ${stone.en}`,
        description: `${name}, finie à la main.`,
      });
    }
    const chosen = new Set([
      r.pick(values('metal')).id,
      stone.id,
      r.pick(values('shape')).id,
      r.pick(values('carat')).id,
      r.pick(values('occasion')).id,
    ]);
    if (r.next() < 0.3) chosen.add(r.pick(values('occasion')).id);
    for (const valueId of chosen) pavRows.push({ productId: id, attributeValueId: valueId });
    if (category.slug === 'rings') {
      const optionId = randomUUID();
      optionRows.push({
        id: optionId,
        productId: id,
        code: 'size',
        name: { en: 'Ring size', fr: 'Taille' },
      });
      for (const [position, size] of [5, 6, 7, 8, 9].entries()) {
        optionValueRows.push({
          optionId,
          value: String(size),
          label: { en: String(size) },
          priceDelta: position * 150_000,
          position,
        });
      }
    }
  }
  // The generated stock arrives as `received`, by nobody (the ledger refuses a change without a reason).
  await insertBatched(productRows, 1000, (chunk) =>
    writeTransaction(db, { staffId: null, stock: { reason: 'received' } }, (tx) =>
      tx.insert(products).values(chunk),
    ),
  );
  await insertBatched(translationRows, 2000, (chunk) =>
    db.insert(productTranslations).values(chunk),
  );
  await insertBatched(pavRows, 5000, (chunk) => db.insert(productAttributeValues).values(chunk));
  await insertBatched(optionRows, 2000, (chunk) => db.insert(productOptions).values(chunk));
  await insertBatched(optionValueRows, 5000, (chunk) =>
    db.insert(productOptionValues).values(chunk),
  );
  await refreshSearchText(db);
  await db.insert(currencyRates).values([
    { code: 'INR', symbol: '₹', rate: '1', fractionDigits: 0 },
    { code: 'USD', symbol: '$', rate: '0.012', fractionDigits: 2 },
    { code: 'EUR', symbol: '€', rate: '0.011', fractionDigits: 2 },
    { code: 'AED', symbol: 'AED', rate: '0.044', fractionDigits: 2 },
  ]);
  await db.insert(contentBlocks).values({
    name: 'infocus_bench',
    locale: 'en',
    data: { title: 'Bench', subtitle: '', product_skus: productRows.slice(0, 8).map((p) => p.sku) },
  });
  // Fresh statistics and visibility map, as autovacuum would leave them on a live database.
  await db.execute(sql`vacuum analyze`);
  return {
    slugs: productRows.map((p) => p.slug ?? ''),
    names: translationRows.filter((t) => t.locale === 'en').map((t) => t.name),
  };
}
