import { describe, expect, it } from 'vitest';
import {
  derivedRate,
  metalGuardBodySchema,
  metalName,
  metalRatesBodySchema,
  movesSummary,
  parseGrams,
  parsePercent,
  priceFromRate,
  purityOf,
  type Composition,
} from './metal.schema.ts';

const ring: Composition = {
  metal: 'gold-22k',
  netWeightMg: 5250,
  makingKind: 'percent',
  makingValue: 1250,
  stonesValue: 0,
};

describe('priceFromRate', () => {
  it('adds metal, a percentage making charge, stones and 3 % GST, rounded to the rupee', () => {
    // 5.25 g at ₹6,100/g = ₹32,025; making 12.5 % = ₹4,003.13; ₹36,028.13 + 3 % = ₹37,108.97.
    const parts = priceFromRate(ring, 6100_00);
    expect(parts).toEqual({
      metalValue: 32_025_00,
      making: 4_003_13,
      stones: 0,
      gst: 1_080_87,
      price: 37_109_00,
    });
  });

  it('charges making per gram of metal', () => {
    const parts = priceFromRate(
      { ...ring, makingKind: 'per_gram', makingValue: 450_00, stonesValue: 12_000_00 },
      6100_00,
    );
    // 5.25 g × ₹450 = ₹2,362.50; ₹32,025 + ₹2,362.50 + ₹12,000 = ₹46,387.50; × 1.03 = ₹47,779.13.
    expect(parts.making).toBe(2_362_50);
    expect(parts.price).toBe(47_779_00);
  });

  it('rounds half a rupee up and keeps the parts adding up to the price', () => {
    // Before GST ₹100 → ₹103; a total ending in 50 paise rounds up.
    const even = priceFromRate(
      { ...ring, netWeightMg: 1000, makingValue: 0, stonesValue: 0 },
      100_00,
    );
    expect(even.price).toBe(103_00);
    const half = priceFromRate({ ...ring, netWeightMg: 1000, makingValue: 0, stonesValue: 0 }, 50);
    // ₹0.50 × 1.03 = ₹0.515 → ₹1.
    expect(half.price).toBe(100);
    for (const parts of [even, half, priceFromRate(ring, 6543_21)])
      expect(parts.metalValue + parts.making + parts.stones + parts.gst).toBe(parts.price);
    expect(priceFromRate(ring, 6543_21).price % 100).toBe(0);
  });

  it('rounds the metal value to the paisa for a weight to the milligram', () => {
    // 1.001 g at ₹0.07/g = 7.007 paise → 7.
    expect(priceFromRate({ ...ring, netWeightMg: 1001, makingValue: 0 }, 7).metalValue).toBe(7);
  });
});

describe('derivedRate', () => {
  it('derives each karat from 24K by fineness, to the paisa', () => {
    expect(derivedRate(7_000_00, 'gold-22k')).toBe(Math.round((7_000_00 * 916) / 999));
    expect(derivedRate(7_000_00, 'gold-22k')).toBe(6_418_42);
    expect(derivedRate(7_000_00, 'gold-18k')).toBe(5_255_26);
    expect(derivedRate(7_000_00, 'gold-14k')).toBe(4_099_10);
  });

  it('labels purities as jewellers do', () => {
    expect(purityOf('gold-22k')).toBe('22K');
    expect(purityOf('platinum-950')).toBe('950');
    expect(purityOf('silver-925')).toBe('925');
    expect(metalName('gold-22k')).toBe('22K gold');
    expect(metalName('platinum-950')).toBe('Platinum 950');
  });
});

describe('what a preview moves', () => {
  it('counts rises and falls, their largest, and the prices past the guard', () => {
    expect(
      movesSummary([
        { changePercent: 4.8, guarded: false },
        { changePercent: 6.25, guarded: true },
        { changePercent: -66.2, guarded: true },
      ]),
    ).toEqual({ rise: 2, fall: 1, largestRise: 6.25, largestFall: 66.2, pastGuard: 2 });
    expect(movesSummary([])).toEqual({
      rise: 0,
      fall: 0,
      largestRise: 0,
      largestFall: 0,
      pastGuard: 0,
    });
  });

  it('is what a confirmation carries: a bare `true` confirms nothing', () => {
    const rates = { 'gold-24k': 7_000_00 };
    expect(metalRatesBodySchema.safeParse({ rates, confirm: true }).success).toBe(false);
    const confirm = { rise: 1, fall: 0, largestRise: 4.8, largestFall: 0, pastGuard: 0 };
    expect(metalRatesBodySchema.safeParse({ rates, confirm }).success).toBe(true);
  });
});

describe('typed amounts', () => {
  it('reads grams to the milligram and percentages to the hundredth', () => {
    expect(parseGrams('5.25')).toBe(5250);
    expect(parseGrams('12.345')).toBe(12_345);
    expect(parseGrams('0')).toBeNull();
    expect(parseGrams('1.2345')).toBeNull();
    expect(parsePercent('12.5')).toBe(1250);
    expect(parsePercent('12.555')).toBeNull();
  });

  it('takes a guard from 0.5 to 50 % with one decimal', () => {
    expect(metalGuardBodySchema.safeParse({ guardPercent: 2.5 }).success).toBe(true);
    expect(metalGuardBodySchema.safeParse({ guardPercent: 2.55 }).success).toBe(false);
    expect(metalGuardBodySchema.safeParse({ guardPercent: 0 }).success).toBe(false);
  });
});
