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
