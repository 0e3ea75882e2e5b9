import type { MetalValue, OccasionValue, ShapeValue, StoneValue, Text2 } from './catalog-data.ts';

export type AttributeSeed = {
  code: string;
  name: Text2;
  values: { value: string; label: Text2 }[];
};

/** Carat bands: `value` travels in URLs, so it is the English token. */
export const CARAT_BANDS = [
  { value: 'Under 0.5 ct', label: { en: 'Under 0.5 ct', fr: 'Moins de 0,5 ct' }, below: 0.5 },
  { value: '0.5–1 ct', label: { en: '0.5–1 ct', fr: '0,5 à 1 ct' }, below: 1 },
  { value: '1–2 ct', label: { en: '1–2 ct', fr: '1 à 2 ct' }, below: 2 },
  {
    value: 'Over 2 ct',
    label: { en: 'Over 2 ct', fr: 'Plus de 2 ct' },
    below: Number.POSITIVE_INFINITY,
  },
] as const;

/** Price bands in rupees (major units), matching each product's selling price. */
export const PRICE_BANDS = [
  {
    value: 'Under ₹50,000',
    label: { en: 'Under ₹50,000', fr: 'Moins de 50 000 ₹' },
    below: 50_000,
  },
  {
    value: '₹50,000–₹1,00,000',
    label: { en: '₹50,000–₹1,00,000', fr: '50 000 à 100 000 ₹' },
    below: 100_000,
  },
  {
    value: '₹1,00,000–₹2,00,000',
    label: { en: '₹1,00,000–₹2,00,000', fr: '100 000 à 200 000 ₹' },
    below: 200_000,
  },
  {
    value: 'Over ₹2,00,000',
    label: { en: 'Over ₹2,00,000', fr: 'Plus de 200 000 ₹' },
    below: Number.POSITIVE_INFINITY,
  },
] as const;

export function caratBand(carat: number): string {
  return (CARAT_BANDS.find((band) => carat < band.below) ?? CARAT_BANDS[3]).value;
}

export function priceBand(rupees: number): string {
  return (PRICE_BANDS.find((band) => rupees < band.below) ?? PRICE_BANDS[3]).value;
}

const METAL_LABELS: Record<MetalValue, Text2> = {
  'Yellow Gold': { en: 'Yellow Gold', fr: 'Or jaune' },
  'White Gold': { en: 'White Gold', fr: 'Or blanc' },
  'Rose Gold': { en: 'Rose Gold', fr: 'Or rose' },
  Platinum: { en: 'Platinum', fr: 'Platine' },
};
const STONE_LABELS: Record<StoneValue, Text2> = {
  Diamond: { en: 'Diamond', fr: 'Diamant' },
  Ruby: { en: 'Ruby', fr: 'Rubis' },
  Sapphire: { en: 'Sapphire', fr: 'Saphir' },
  Emerald: { en: 'Emerald', fr: 'Émeraude' },
  Pearl: { en: 'Pearl', fr: 'Perle' },
};
const SHAPE_LABELS: Record<ShapeValue, Text2> = {
  Round: { en: 'Round', fr: 'Ronde' },
  Oval: { en: 'Oval', fr: 'Ovale' },
  Princess: { en: 'Princess', fr: 'Princesse' },
  Pear: { en: 'Pear', fr: 'Poire' },
  'Emerald Cut': { en: 'Emerald Cut', fr: 'Taille émeraude' },
  Marquise: { en: 'Marquise', fr: 'Marquise' },
};
const OCCASION_LABELS: Record<OccasionValue, Text2> = {
  Engagement: { en: 'Engagement', fr: 'Fiançailles' },
  Wedding: { en: 'Wedding', fr: 'Mariage' },
  Everyday: { en: 'Everyday', fr: 'Quotidien' },
  Gift: { en: 'Gift', fr: 'Cadeau' },
  Evening: { en: 'Evening', fr: 'Soirée' },
};

function valuesOf<T extends string>(labels: Record<T, Text2>): { value: string; label: Text2 }[] {
  return Object.entries<Text2>(labels).map(([value, label]) => ({ value, label }));
}

/** The filterable attributes, in the order the filter panel shows them. */
export const ATTRIBUTES: AttributeSeed[] = [
  { code: 'metal', name: { en: 'Metal', fr: 'Métal' }, values: valuesOf(METAL_LABELS) },
  { code: 'stone', name: { en: 'Stone', fr: 'Pierre' }, values: valuesOf(STONE_LABELS) },
  {
    code: 'carat',
    name: { en: 'Carat', fr: 'Carat' },
    values: CARAT_BANDS.map(({ value, label }) => ({ value, label })),
  },
  { code: 'shape', name: { en: 'Shape', fr: 'Forme' }, values: valuesOf(SHAPE_LABELS) },
  { code: 'occasion', name: { en: 'Occasion', fr: 'Occasion' }, values: valuesOf(OCCASION_LABELS) },
  {
    code: 'price',
    name: { en: 'Price', fr: 'Prix' },
    values: PRICE_BANDS.map(({ value, label }) => ({ value, label })),
  },
];

export function metalLabel(metal: MetalValue): Text2 {
  return METAL_LABELS[metal];
}
