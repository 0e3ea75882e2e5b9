import type { Ground, Metal, Stone } from './palette.ts';
import type { Shape } from './shapes.ts';

export const PIECE_TYPES = [
  'ring',
  'earrings',
  'necklace',
  'pendant',
  'bracelet',
  'bangle',
] as const;
export type JewelType = (typeof PIECE_TYPES)[number];

export const VIEWS = ['front', 'angled', 'detail', 'plinth'] as const;
export type View = (typeof VIEWS)[number];

export type RingStyle =
  'solitaire' | 'halo' | 'three-stone' | 'eternity' | 'band' | 'pearl' | 'toi-et-moi' | 'pave';
export type EarringStyle = 'stud' | 'halo-stud' | 'drop' | 'hoop' | 'line' | 'chandelier';
export type NecklaceStyle =
  'riviera' | 'solitaire' | 'pearl-strand' | 'station' | 'lariat' | 'cluster';
export type PendantStyle = 'solitaire' | 'halo' | 'drop' | 'bezel' | 'pearl' | 'cluster';
export type BraceletStyle = 'tennis' | 'station' | 'pearl' | 'bolo' | 'chain';
export type BangleStyle = 'polished' | 'pave' | 'eternity' | 'cuff' | 'twisted' | 'halo';

export type JewelStyle =
  RingStyle | EarringStyle | NecklaceStyle | PendantStyle | BraceletStyle | BangleStyle;

/** Everything that decides one picture; the same spec always gives the same SVG. */
export type JewelSpec = {
  type: JewelType;
  style: JewelStyle;
  metal: Metal;
  /** The main stone; null for plain metal jewels. */
  stone: Stone | null;
  /** Small accent stones (halo, pavé); defaults to diamond. */
  accent?: Stone;
  shape: Shape;
  /** Total carat weight: scales the main stone. */
  carat?: number;
  view: View;
  ground: Ground;
  /** Varies angle and sparkle between products of the same design. */
  seed: string;
};

/** Where and how a jewel is drawn on the canvas. */
export type Pose = {
  cx: number;
  cy: number;
  scale: number;
  /** In-plane rotation of the whole jewel, degrees. */
  rot: number;
  /** Turn around the vertical axis, radians: how much of a band's width shows. */
  phi: number;
  /** 1 = stones face-up; lower = stones seen from the side. */
  tilt: number;
};
