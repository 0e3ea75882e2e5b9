import type { Ground, Metal, Stone } from './artwork/palette.ts';
import { hashString } from './artwork/random.ts';
import type { Shape } from './artwork/shapes.ts';
import type { JewelSpec, JewelType, View } from './artwork/types.ts';
import type {
  CategorySlug,
  CollectionSlug,
  MetalValue,
  ShapeValue,
  StoneValue,
} from './catalog-data.ts';
import type { CatalogEntry } from './products/index.ts';

/** How the catalogue's words map onto the artwork's drawing parameters. */
const METAL_ART: Record<MetalValue, Metal> = {
  'Yellow Gold': 'yellow',
  'White Gold': 'white',
  'Rose Gold': 'rose',
  Platinum: 'platinum',
};
const STONE_ART: Record<StoneValue, Stone> = {
  Diamond: 'diamond',
  Ruby: 'ruby',
  Sapphire: 'sapphire',
  Emerald: 'emerald',
  Pearl: 'pearl',
};
const SHAPE_ART: Record<ShapeValue, Shape> = {
  Round: 'round',
  Oval: 'oval',
  Princess: 'princess',
  Pear: 'pear',
  'Emerald Cut': 'emerald',
  Marquise: 'marquise',
};
const TYPE_ART: Record<CategorySlug, JewelType> = {
  rings: 'ring',
  earrings: 'earrings',
  necklaces: 'necklace',
  pendants: 'pendant',
  bracelets: 'bracelet',
  bangles: 'bangle',
};
/** Grounds that flatter each metal. */
const GROUNDS_FOR: Record<MetalValue, Ground[]> = {
  'Yellow Gold': ['ivory', 'champagne', 'blush', 'grey'],
  'White Gold': ['grey', 'mist', 'blush', 'ivory'],
  'Rose Gold': ['blush', 'ivory', 'champagne'],
  Platinum: ['mist', 'grey', 'ivory', 'blush'],
};

/** The drawing of one product in one view: same product, same picture. */
export function productSpec(entry: CatalogEntry, view: View): JewelSpec {
  const grounds = GROUNDS_FOR[entry.metal];
  return {
    type: TYPE_ART[entry.category],
    style: entry.art,
    metal: METAL_ART[entry.metal],
    stone: entry.stone ? STONE_ART[entry.stone] : null,
    shape: entry.shape ? SHAPE_ART[entry.shape] : 'round',
    carat: entry.carat,
    view,
    ground: grounds[hashString(entry.sku) % grounds.length] ?? 'ivory',
    seed: entry.sku,
  };
}

export type Representative = Omit<JewelSpec, 'view' | 'seed'> & { view?: View };

export const CATEGORY_ART: Record<CategorySlug, Representative> = {
  rings: {
    type: 'ring',
    style: 'solitaire',
    metal: 'platinum',
    stone: 'diamond',
    shape: 'round',
    carat: 1.2,
    ground: 'ivory',
  },
  earrings: {
    type: 'earrings',
    style: 'drop',
    metal: 'white',
    stone: 'diamond',
    shape: 'pear',
    carat: 1.4,
    ground: 'grey',
  },
  necklaces: {
    type: 'necklace',
    style: 'riviera',
    metal: 'white',
    stone: 'diamond',
    shape: 'round',
    carat: 5,
    ground: 'champagne',
  },
  pendants: {
    type: 'pendant',
    style: 'halo',
    metal: 'yellow',
    stone: 'sapphire',
    shape: 'oval',
    carat: 1,
    ground: 'blush',
  },
  bracelets: {
    type: 'bracelet',
    style: 'tennis',
    metal: 'white',
    stone: 'diamond',
    shape: 'round',
    carat: 3,
    ground: 'mist',
  },
  bangles: {
    type: 'bangle',
    style: 'pave',
    metal: 'yellow',
    stone: 'diamond',
    shape: 'round',
    carat: 1.5,
    ground: 'ivory',
  },
};

export const COLLECTION_ART: Record<CollectionSlug, Representative> = {
  opus: {
    type: 'ring',
    style: 'halo',
    metal: 'platinum',
    stone: 'diamond',
    shape: 'oval',
    carat: 1.5,
    ground: 'ivory',
    view: 'plinth',
  },
  eternelle: {
    type: 'ring',
    style: 'eternity',
    metal: 'platinum',
    stone: 'diamond',
    shape: 'round',
    ground: 'blush',
  },
  aube: {
    type: 'necklace',
    style: 'pearl-strand',
    metal: 'rose',
    stone: 'pearl',
    shape: 'round',
    ground: 'blush',
    view: 'plinth',
  },
  minuit: {
    type: 'pendant',
    style: 'halo',
    metal: 'white',
    stone: 'sapphire',
    shape: 'oval',
    carat: 1.4,
    ground: 'mist',
  },
  jardin: {
    type: 'bangle',
    style: 'cuff',
    metal: 'yellow',
    stone: 'emerald',
    shape: 'pear',
    carat: 2,
    ground: 'champagne',
  },
};
