import type { LocalizedText } from '../src/db/schema/index.ts';
import type { JewelStyle } from './artwork/types.ts';

/** Text in both shop languages; French is always written, never left to fall back. */
export type Text2 = { en: string; fr: string };

export const CATEGORIES = [
  {
    slug: 'rings',
    name: { en: 'Rings', fr: 'Bagues' },
    description: {
      en: 'Solitaires, halos, eternity bands and wedding rings, made to be worn for a lifetime.',
      fr: 'Solitaires, halos, alliances éternité et alliances de mariage, faits pour être portés toute une vie.',
    },
  },
  {
    slug: 'earrings',
    name: { en: 'Earrings', fr: "Boucles d'oreilles" },
    description: {
      en: 'Studs, hoops and drops that frame the face with light.',
      fr: 'Puces, créoles et pendants qui encadrent le visage de lumière.',
    },
  },
  {
    slug: 'necklaces',
    name: { en: 'Necklaces', fr: 'Colliers' },
    description: {
      en: 'Rivières, pearl strands and fine chains for every neckline.',
      fr: 'Rivières, rangs de perles et chaînes fines pour tous les décolletés.',
    },
  },
  {
    slug: 'pendants',
    name: { en: 'Pendants', fr: 'Pendentifs' },
    description: {
      en: 'A single stone, a halo or a drop, worn close to the heart.',
      fr: 'Une pierre unique, un halo ou une goutte, portés près du cœur.',
    },
  },
  {
    slug: 'bracelets',
    name: { en: 'Bracelets', fr: 'Bracelets' },
    description: {
      en: 'Tennis lines, delicate chains and pearls for the wrist.',
      fr: 'Lignes tennis, chaînes délicates et perles pour le poignet.',
    },
  },
  {
    slug: 'bangles',
    name: { en: 'Bangles', fr: 'Joncs' },
    description: {
      en: 'Polished, pavé and open cuffs, alone or stacked.',
      fr: 'Joncs polis, pavés et manchettes ouvertes, seuls ou accumulés.',
    },
  },
] as const satisfies readonly { slug: string; name: Text2; description: Text2 }[];
export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export const COLLECTIONS = [
  {
    slug: 'opus',
    name: { en: 'Opus', fr: 'Opus' },
    description: {
      en: 'Our signature collection: exceptional white diamonds in pure, architectural settings.',
      fr: 'Notre collection signature : des diamants blancs exceptionnels dans des montures pures et architecturales.',
    },
  },
  {
    slug: 'eternelle',
    name: { en: 'Éternelle', fr: 'Éternelle' },
    description: {
      en: 'Bridal jewellery for the day you say yes, and every anniversary after.',
      fr: 'Des bijoux de mariée pour le jour du oui, et pour chaque anniversaire qui suivra.',
    },
  },
  {
    slug: 'aube',
    name: { en: 'Aube', fr: 'Aube' },
    description: {
      en: 'Rose gold, pearls and delicate diamonds, as light as the first hour of the day.',
      fr: 'Or rose, perles et diamants délicats, légers comme la première heure du jour.',
    },
  },
  {
    slug: 'minuit',
    name: { en: 'Minuit', fr: 'Minuit' },
    description: {
      en: 'Sapphires and evening pieces in every shade of the night sky.',
      fr: 'Des saphirs et des pièces du soir dans toutes les nuances du ciel nocturne.',
    },
  },
  {
    slug: 'jardin',
    name: { en: 'Jardin', fr: 'Jardin' },
    description: {
      en: 'Emeralds and rubies: a garden of colour set in warm gold.',
      fr: 'Émeraudes et rubis : un jardin de couleurs serti dans un or chaleureux.',
    },
  },
] as const satisfies readonly { slug: string; name: Text2; description: Text2 }[];
export type CollectionSlug = (typeof COLLECTIONS)[number]['slug'];

export const METAL_VALUES = ['Yellow Gold', 'White Gold', 'Rose Gold', 'Platinum'] as const;
export type MetalValue = (typeof METAL_VALUES)[number];
export const STONE_VALUES = ['Diamond', 'Ruby', 'Sapphire', 'Emerald', 'Pearl'] as const;
export type StoneValue = (typeof STONE_VALUES)[number];
export const SHAPE_VALUES = [
  'Round',
  'Oval',
  'Princess',
  'Pear',
  'Emerald Cut',
  'Marquise',
] as const;
export type ShapeValue = (typeof SHAPE_VALUES)[number];
export const OCCASION_VALUES = ['Engagement', 'Wedding', 'Everyday', 'Gift', 'Evening'] as const;
export type OccasionValue = (typeof OCCASION_VALUES)[number];

/** Variant dimensions (product_options). Platinum costs more than gold; gold colours cost the same. */
export const OPTION_NAMES = {
  ring_size: { en: 'Ring size', fr: 'Taille de bague' },
  metal_colour: { en: 'Metal colour', fr: 'Couleur du métal' },
  bangle_size: { en: 'Bangle size', fr: 'Taille du jonc' },
} as const satisfies Record<string, LocalizedText>;
export type OptionCode = keyof typeof OPTION_NAMES;

/** Indian ring sizes. */
export const RING_SIZES = ['10', '11', '12', '13', '14', '15', '16'] as const;
/** Bangle sizes in inches-and-sixteenths, with the inner diameter. */
export const BANGLE_SIZES = [
  { value: '2.4', label: { en: '2.4 (57 mm)', fr: '2,4 (57 mm)' } },
  { value: '2.6', label: { en: '2.6 (60 mm)', fr: '2,6 (60 mm)' } },
  { value: '2.8', label: { en: '2.8 (64 mm)', fr: '2,8 (64 mm)' } },
] as const;
export const PLATINUM_SUPPLEMENT_PAISE = 12_000_00;

/** One catalogue entry as written by hand; prices in rupees (major units). */
export type ProductSeed = {
  sku: string;
  /** Omitted: derived from the English name. Null: this product has no slug (spec §2 fallback). */
  slug?: string | null;
  name: Text2;
  description: Text2;
  collection: CollectionSlug | null;
  metal: MetalValue;
  stone: StoneValue | null;
  shape?: ShapeValue;
  carat?: number;
  occasions: OccasionValue[];
  price: number;
  was?: number;
  stock: number;
  featured?: number;
  /** How the artwork draws it. */
  art: JewelStyle;
  /** Where a video sits in the stored media list (the API reorders media per spec §3). */
  video?: 'first' | 'middle' | 'last';
};
