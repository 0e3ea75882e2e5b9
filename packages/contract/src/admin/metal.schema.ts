import * as z from 'zod/mini';

/**
 * The metals a product may be priced by (the day's rate per gram for each), with each one's
 * fineness in parts per thousand: gold's karats are derived from 24K's rate by it.
 */
export const METALS = [
  'gold-24k',
  'gold-22k',
  'gold-18k',
  'gold-14k',
  'platinum-950',
  'silver-925',
] as const;
export type Metal = (typeof METALS)[number];

export const METAL_FINENESS: Record<Metal, number> = {
  'gold-24k': 999,
  'gold-22k': 916,
  'gold-18k': 750,
  'gold-14k': 585,
  'platinum-950': 950,
  'silver-925': 925,
};

/** A making charge: a percentage of the metal's value, or rupees per gram of metal. */
export const MAKING_KINDS = ['percent', 'per_gram'] as const;
export type MakingKind = (typeof MAKING_KINDS)[number];

/** Why a product's price changed (its price history). */
export const PRICE_CHANGE_REASONS = ['edit', 'metal_rate', 'import'] as const;
export type PriceChangeReason = (typeof PRICE_CHANGE_REASONS)[number];

/** GST on jewellery of precious metal (HSN 7113), in per cent: on metal, making and stones alike. */
export const JEWELLERY_GST_PERCENT = 3;

/** The karats derived from 24K's rate by their fineness. */
export const DERIVED_GOLDS = ['gold-22k', 'gold-18k', 'gold-14k'] as const;

/** How a metal's purity reads on a price breakdown: `22K`, `950`. */
export function purityOf(metal: Metal): string {
  return metal.startsWith('gold-')
    ? metal.slice('gold-'.length).toUpperCase()
    : String(METAL_FINENESS[metal]);
}

/** A metal as a message names it: `22K gold`, `Platinum 950`. */
export function metalName(metal: Metal): string {
  return metal.startsWith('gold-')
    ? `${purityOf(metal)} gold`
    : `${metal.charAt(0).toUpperCase()}${metal.slice(1).replace('-', ' ')}`;
}

/** A karat's rate per gram (paise) from 24K's, by their fineness, rounded to the paisa. */
export function derivedRate(rate24k: number, metal: (typeof DERIVED_GOLDS)[number]): number {
  return Math.round((rate24k * METAL_FINENESS[metal]) / METAL_FINENESS['gold-24k']);
}

/** What a product priced by the metal rate is made of (the products table's columns). */
export type Composition = {
  metal: Metal;
  netWeightMg: number;
  makingKind: MakingKind;
  /** Percent in hundredths (1250 = 12.5 %), or paise per gram. */
  makingValue: number;
  /** Paise, before GST. */
  stonesValue: number;
};

/** A price from the metal rate and its parts, all in paise; the parts add up to `price`. */
export type PriceParts = {
  metalValue: number;
  making: number;
  stones: number;
  gst: number;
  price: number;
};

/**
 * The price of a product at a rate per gram: metal value (weight × rate), making (a share of the
 * metal value or so much per gram), stones, then GST; the total rounded to the whole rupee. The
 * GST shown is what the rounding leaves, so the parts add up to the price exactly.
 */
export function priceFromRate(composition: Composition, ratePerGram: number): PriceParts {
  const { netWeightMg, makingKind, makingValue, stonesValue } = composition;
  const metalValue = Math.round((netWeightMg * ratePerGram) / 1000);
  const making =
    makingKind === 'percent'
      ? Math.round((metalValue * makingValue) / 10_000)
      : Math.round((netWeightMg * makingValue) / 1000);
  const beforeGst = metalValue + making + stonesValue;
  const price = Math.round((beforeGst * (100 + JEWELLERY_GST_PERCENT)) / 10_000) * 100;
  return { metalValue, making, stones: stonesValue, gst: price - beforeGst, price };
}

/** The highest rate per gram the back office takes: ₹1,00,000 (paise). */
export const MAX_RATE_PAISE = 1_00_000_00;
/** The guard's default: a product moving more than this share of its price waits for a confirmation. */
export const DEFAULT_GUARD_PERCENT = 5;
/**
 * The hard limit: a metal's rate may move at most this share of the rate it opened India's day
 * with (or, first set today, of the day's first rate), up or down, however many steps it takes.
 * A constant, not a setting: a rate typed with a digit too many or too few moves 90 % or more.
 */
export const RATE_DAY_LIMIT_PERCENT = 30;

export const metalMessages = {
  rateInvalid: 'Enter the rate per gram in rupees, more than ₹0',
  rateTooHigh: 'Enter at most ₹1,00,000 per gram',
  ratesRequired: 'Enter at least one rate',
  rate24kRequired: 'Enter 24K gold’s rate: the other karats are derived from it',
  derivedGiven: 'Derived from 24K: leave it empty, or stop deriving',
  guardInvalid: 'Enter a percentage from 0.5 to 50, with at most one decimal, like 5 or 2.5',
  weightInvalid: 'Enter the net weight in grams with up to 3 decimals, like 5.25',
  percentInvalid: 'Enter a percentage with up to 2 decimals, like 12.5',
  noRate: 'This metal has no rate yet: set today’s rate in Metal rates first',
  hsnInvalid: 'An HSN code is 4, 6 or 8 digits, like 7113',
  tooHighAtRate: 'At this rate the price would pass ₹2,00,00,000',
  dayLimit:
    '{metal} opened today at {opening}/g: {rate}/g would move it {change} %, and a rate may move at most {limit} % in a day',
  guardHeld: '{count} would move more than {guard} %: check them and confirm',
  confirmationStale:
    'What moves is no longer what was confirmed ({now}): preview again and confirm what moves now',
} as const;

/**
 * Grams as the owner types them (`5.25`, `12.345`), to the milligram; null when it is not a
 * weight above 0 and below 100 kg.
 */
export function parseGrams(text: string): number | null {
  const match = /^(\d{1,5})(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  const mg = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return mg > 0 ? mg : null;
}

/** Milligrams as a form shows them: `5.25`. */
export const mgToGrams = (mg: number) => String(mg / 1000);

/** A percentage as typed (`12.5`) in hundredths (1250); null when not one from 0 to 999.99. */
export function parsePercent(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Hundredths of a per cent as a form shows them: `12.5`. */
export const hundredthsToPercent = (value: number) => String(value / 100);

const rate = z
  .number()
  .check(
    z.int(metalMessages.rateInvalid),
    z.minimum(1, metalMessages.rateInvalid),
    z.maximum(MAX_RATE_PAISE, metalMessages.rateTooHigh),
  );

/** Today's rates per gram, in paise: any of the metals, each optional. */
export const metalRatesSchema = z.object({
  'gold-24k': z.optional(rate),
  'gold-22k': z.optional(rate),
  'gold-18k': z.optional(rate),
  'gold-14k': z.optional(rate),
  'platinum-950': z.optional(rate),
  'silver-925': z.optional(rate),
});
export type MetalRates = z.infer<typeof metalRatesSchema>;

/** New rates to preview: with `deriveFrom24k`, 22K, 18K and 14K come from 24K's by fineness. */
export const metalRatesPreviewBodySchema = z.object({
  rates: metalRatesSchema,
  deriveFrom24k: z._default(z.boolean(), false),
});
export type MetalRatesPreviewBody = z.input<typeof metalRatesPreviewBodySchema>;

const count = z.int().check(z.minimum(0));
const percent = z.number().check(z.minimum(0));

/**
 * What a preview moves, as the owner confirms it: how many prices rise and fall, the largest
 * rise and fall in per cent (two decimals, 0 when none), and how many move past the guard.
 */
export const movesSummarySchema = z.object({
  rise: count,
  fall: count,
  largestRise: percent,
  largestFall: percent,
  pastGuard: count,
});
export type MovesSummary = z.infer<typeof movesSummarySchema>;

/** The summary of a preview's changes (what the owner sees, and confirms past the guard). */
export function movesSummary(
  changes: readonly { changePercent: number; guarded: boolean }[],
): MovesSummary {
  const rises = changes.filter((change) => change.changePercent > 0);
  const falls = changes.filter((change) => change.changePercent < 0);
  return {
    rise: rises.length,
    fall: falls.length,
    largestRise: Math.max(0, ...rises.map((change) => change.changePercent)),
    largestFall: Math.max(0, ...falls.map((change) => -change.changePercent)),
    pastGuard: changes.filter((change) => change.guarded).length,
  };
}

/** Whether a confirmation is of exactly these moves. */
export const sameMoves = (a: MovesSummary, b: MovesSummary) =>
  a.rise === b.rise &&
  a.fall === b.fall &&
  a.largestRise === b.largestRise &&
  a.largestFall === b.largestFall &&
  a.pastGuard === b.pastGuard;

/**
 * New rates to set. Past the guard, `confirm` must carry the preview's summary the owner
 * confirmed (else 409, nothing set): moves that differ from it by one price or one hundredth of
 * a per cent are a stale confirmation, refused the same way.
 */
export const metalRatesBodySchema = z.extend(metalRatesPreviewBodySchema, {
  confirm: z.optional(movesSummarySchema),
});
export type MetalRatesBody = z.input<typeof metalRatesBodySchema>;

export const metalGuardBodySchema = z.object({
  guardPercent: z.number().check(
    z.minimum(0.5, metalMessages.guardInvalid),
    z.maximum(50, metalMessages.guardInvalid),
    z.refine(
      (value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9,
      metalMessages.guardInvalid,
    ),
  ),
});
export type MetalGuardBody = z.input<typeof metalGuardBodySchema>;

const metalEnum = z.enum(METALS);

/** The rates in force, per metal, and the latest rows of their history. */
export const metalRatesAnswerSchema = z.object({
  metals: z.array(
    z.object({
      metal: metalEnum,
      /** Paise per gram; null before the first. */
      ratePerGram: z.nullable(z.number()),
      setAt: z.nullable(z.string()),
      setBy: z.nullable(z.string()),
      /** Products priced by it, of any status. */
      products: z.number(),
    }),
  ),
  guardPercent: z.number(),
  history: z.array(
    z.object({
      id: z.number(),
      metal: metalEnum,
      ratePerGram: z.number(),
      setAt: z.string(),
      setBy: z.nullable(z.string()),
    }),
  ),
});
export type MetalRatesAnswer = z.infer<typeof metalRatesAnswerSchema>;

/** What new rates would do: the rates set (derived ones included) and every price that moves. */
export const metalRatesPreviewSchema = z.object({
  rates: z.array(
    z.object({
      metal: metalEnum,
      ratePerGram: z.number(),
      previous: z.nullable(z.number()),
      derived: z.boolean(),
    }),
  ),
  changes: z.array(
    z.object({
      id: z.string(),
      sku: z.string(),
      name: z.string(),
      metal: metalEnum,
      oldPrice: z.number(),
      newPrice: z.number(),
      /** Rounded to two decimals; 100 from a price of 0. */
      changePercent: z.number(),
      /** Moves more than the guard's percentage. */
      guarded: z.boolean(),
    }),
  ),
  /** Products priced by these metals whose price stays. */
  unchanged: z.number(),
  guardPercent: z.number(),
  /** What moves, as `confirm` must carry it past the guard. */
  summary: movesSummarySchema,
});
export type MetalRatesPreview = z.infer<typeof metalRatesPreviewSchema>;

export const metalRatesAppliedSchema = z.extend(metalRatesAnswerSchema, {
  /** Products whose price moved. */
  repriced: z.number(),
});
export type MetalRatesApplied = z.infer<typeof metalRatesAppliedSchema>;
