import { eq, isNull, and, count } from 'drizzle-orm';
import {
  DERIVED_GOLDS,
  derivedRate,
  priceFromRate,
  type Composition,
  type Metal,
} from '@aurelle/contract';
import type { Db } from '../src/db/client.ts';
import { metalRates, products } from '../src/db/schema/index.ts';

/** The demo's rates per gram, in paise: 24K's (the karats derived from it), platinum, silver. */
export const DEMO_RATES = { 'gold-24k': 7_450_00, 'platinum-950': 3_150_00, 'silver-925': 92_00 };

/**
 * Products the demo prices by the metal rate, with what they are made of. Their stones' value
 * is what keeps each one at its catalogue price at the demo's rates, so the shop's prices (and
 * every test reading them) stay as they are.
 */
const PRICED_BY_METAL: { sku: string; composition: Omit<Composition, 'stonesValue'> }[] = [
  {
    sku: 'AU-RG-003',
    composition: {
      metal: 'gold-22k',
      netWeightMg: 6_800,
      makingKind: 'percent',
      makingValue: 1400,
    },
  },
  {
    sku: 'AU-BG-006',
    composition: {
      metal: 'gold-22k',
      netWeightMg: 24_500,
      makingKind: 'percent',
      makingValue: 1200,
    },
  },
  {
    sku: 'AU-BG-005',
    composition: {
      metal: 'gold-18k',
      netWeightMg: 22_000,
      makingKind: 'percent',
      makingValue: 1500,
    },
  },
  {
    sku: 'AU-NK-005',
    composition: {
      metal: 'gold-18k',
      netWeightMg: 14_500,
      makingKind: 'per_gram',
      makingValue: 700_00,
    },
  },
  {
    sku: 'AU-PD-009',
    composition: {
      metal: 'platinum-950',
      netWeightMg: 4_100,
      makingKind: 'percent',
      makingValue: 1800,
    },
  },
];

function demoRates(): Map<Metal, number> {
  const rates = new Map<Metal, number>(Object.entries(DEMO_RATES) as [Metal, number][]);
  for (const metal of DERIVED_GOLDS) rates.set(metal, derivedRate(DEMO_RATES['gold-24k'], metal));
  return rates;
}

/** The stones' value that brings a composition to `price` at `rate` (the price rounds to it). */
export function stonesFor(
  composition: Omit<Composition, 'stonesValue'>,
  rate: number,
  price: number,
) {
  const bare = priceFromRate({ ...composition, stonesValue: 0 }, rate);
  let stonesValue = Math.round((price * 100) / 103) - bare.metalValue - bare.making;
  while (priceFromRate({ ...composition, stonesValue }, rate).price < price) stonesValue++;
  while (priceFromRate({ ...composition, stonesValue }, rate).price > price) stonesValue--;
  return Math.max(0, stonesValue);
}

/**
 * The demo's metal rates and the products priced by them, on a shop that has never had a rate
 * (a live shop's rates and pricing are its owner's). Returns the products priced.
 */
export async function seedMetalPricing(tx: Db): Promise<number> {
  const [rows] = await tx.select({ n: count() }).from(metalRates);
  if ((rows?.n ?? 0) > 0) return 0;
  const rates = demoRates();
  await tx
    .insert(metalRates)
    .values([...rates].map(([metal, ratePerGram]) => ({ metal, ratePerGram })));
  let priced = 0;
  for (const item of PRICED_BY_METAL) {
    const rate = rates.get(item.composition.metal) ?? 0;
    const [product] = await tx
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(and(eq(products.sku, item.sku), isNull(products.metal)));
    if (!product) continue;
    const stonesValue = stonesFor(item.composition, rate, product.price);
    const { price } = priceFromRate({ ...item.composition, stonesValue }, rate);
    await tx
      .update(products)
      .set({ ...item.composition, stonesValue, price, originalPrice: null })
      .where(eq(products.id, product.id));
    priced++;
  }
  return priced;
}
