import { linearGradient, mix, radialGradient, type Scene } from './svg.ts';

export const METALS = ['yellow', 'white', 'rose', 'platinum'] as const;
export type Metal = (typeof METALS)[number];

export const STONES = ['diamond', 'ruby', 'sapphire', 'emerald', 'pearl'] as const;
export type Stone = (typeof STONES)[number];

export const GROUNDS = ['ivory', 'blush', 'grey', 'champagne', 'mist'] as const;
export type Ground = (typeof GROUNDS)[number];

/** Polished metal: dark edge, warm body, bright reflection, then back down (a studio strip light). */
const METAL_STOPS: Record<Metal, readonly string[]> = {
  yellow: ['#6b4a12', '#b7862e', '#f1d488', '#fff6d6', '#d8ab4e', '#87601e', '#e7c677'],
  white: ['#62676d', '#aeb3b9', '#e9ecef', '#ffffff', '#c4c9ce', '#7a8087', '#dde1e4'],
  rose: ['#74392a', '#c17c64', '#f1c6b2', '#fff1e8', '#d6977f', '#8a4b3b', '#e8b49f'],
  platinum: ['#575e66', '#a0a8b0', '#dfe4e8', '#fbfcfd', '#b1b8bf', '#656d75', '#cfd5da'],
};
const METAL_OFFSETS = [0, 0.2, 0.4, 0.5, 0.62, 0.82, 1];

/** Middle tone of each metal, for solid fills where a gradient would not render (straight lines). */
export const METAL_TONE: Record<Metal, { base: string; light: string; dark: string }> = {
  yellow: { base: '#d2a448', light: '#f8e7b0', dark: '#7d5a1b' },
  white: { base: '#c3c8cd', light: '#f4f6f7', dark: '#6f757b' },
  rose: { base: '#d39479', light: '#f8dccf', dark: '#84483a' },
  platinum: { base: '#b9c0c6', light: '#eef1f3', dark: '#626a72' },
};

export type GemPalette = {
  /** light → dark, for the body gradient */
  body: readonly [string, string, string, string];
  light: string;
  dark: string;
  fire: readonly string[];
};

export const GEMS: Record<Exclude<Stone, 'pearl'>, GemPalette> = {
  diamond: {
    body: ['#ffffff', '#eef3f8', '#c4d1dd', '#7f94a8'],
    light: '#ffffff',
    dark: '#2c3a48',
    fire: ['#ffd3e6', '#cdeeff', '#fff0b8', '#ddd3ff', '#c9ffe8'],
  },
  ruby: {
    body: ['#ff9aa8', '#e3264a', '#a30c2a', '#4a0212'],
    light: '#ffd6de',
    dark: '#33000a',
    fire: ['#ff6f91', '#ffb0c0'],
  },
  sapphire: {
    body: ['#9dbaff', '#3461da', '#182f8e', '#070f3a'],
    light: '#dbe6ff',
    dark: '#030824',
    fire: ['#6f9bff', '#b3c9ff'],
  },
  emerald: {
    body: ['#9cefc7', '#1ea570', '#0a6a43', '#022a19'],
    light: '#d8fbe9',
    dark: '#011a0f',
    fire: ['#5fe0a6', '#b8f5d9'],
  },
};

export const GROUND_TONES: Record<Ground, { centre: string; edge: string; plinth: string }> = {
  ivory: { centre: '#fefcf8', edge: '#ebe2d4', plinth: '#f3ece1' },
  blush: { centre: '#fdf6f3', edge: '#e9d3ca', plinth: '#f5e6e0' },
  grey: { centre: '#fafaf9', edge: '#d9d9d6', plinth: '#eeeeec' },
  champagne: { centre: '#fcf7ed', edge: '#e6d7bb', plinth: '#f2e8d6' },
  mist: { centre: '#f8fafb', edge: '#d6dde2', plinth: '#e9eef1' },
};

export type MetalVariant = 'a' | 'b' | 'v' | 'h' | 'back';

const VARIANT_AXES: Record<MetalVariant, readonly [number, number, number, number]> = {
  a: [0, 0, 1, 1],
  b: [1, 0, 0, 1],
  v: [0, 0, 0, 1],
  h: [0, 0, 1, 0],
  back: [1, 1, 0, 0],
};

/** A polished-metal gradient; `back` is a darker version for surfaces turned away from the light. */
export function metalPaint(scene: Scene, metal: Metal, variant: MetalVariant = 'a'): string {
  const base = variant === 'back' ? 'back' : 'a';
  const baseId = `m-${metal}-${base}`;
  scene.def(baseId, () => {
    const colours =
      base === 'back' ? METAL_STOPS[metal].map((c) => mix(c, '#2a2118', 0.35)) : METAL_STOPS[metal];
    const [x1, y1, x2, y2] = VARIANT_AXES[base];
    return linearGradient(
      baseId,
      colours.map((c, i) => [METAL_OFFSETS[i] ?? 1, c] as const),
      x1,
      y1,
      x2,
      y2,
    );
  });
  if (variant === base) return `url(#${baseId})`;
  const id = `m-${metal}-${variant}`;
  // Variants inherit the stops and change only the direction.
  const [x1, y1, x2, y2] = VARIANT_AXES[variant];
  return scene.def(
    id,
    () =>
      `<linearGradient id="${id}" href="#${baseId}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`,
  );
}

/** A small polished bead (claw tips, milgrain, links). */
export function beadPaint(scene: Scene, metal: Metal): string {
  const tone = METAL_TONE[metal];
  return scene.def(`bead-${metal}`, () =>
    radialGradient(
      `bead-${metal}`,
      [
        [0, '#ffffff'],
        [0.35, tone.light],
        [0.75, tone.base],
        [1, tone.dark],
      ],
      0.5,
      0.5,
      0.6,
      0.35,
      0.3,
    ),
  );
}

export function gemBodyPaint(scene: Scene, stone: Exclude<Stone, 'pearl'>): string {
  const [a, b, c, d] = GEMS[stone].body;
  return scene.def(`g-${stone}`, () =>
    radialGradient(
      `g-${stone}`,
      [
        [0, a],
        [0.35, b],
        [0.75, c],
        [1, d],
      ],
      0.5,
      0.5,
      0.62,
      0.36,
      0.3,
    ),
  );
}

export function pearlPaint(scene: Scene): string {
  return scene.def('pearl', () =>
    radialGradient(
      'pearl',
      [
        [0, '#ffffff'],
        [0.18, '#fffaf3'],
        [0.55, '#f1e7da'],
        [0.85, '#d9c9b4'],
        [1, '#b9a58c'],
      ],
      0.5,
      0.5,
      0.55,
      0.36,
      0.3,
    ),
  );
}

export function pearlSheenPaint(scene: Scene): string {
  return scene.def('pearl-sheen', () =>
    radialGradient(
      'pearl-sheen',
      [
        [0, '#f7c9d6', 0],
        [0.6, '#f4c6d3', 0],
        [0.82, '#f2c2d0', 0.45],
        [0.93, '#cfe6ea', 0.35],
        [1, '#cfe6ea', 0],
      ],
      0.5,
      0.5,
      0.5,
      0.62,
      0.7,
    ),
  );
}

export function glowPaint(scene: Scene): string {
  return scene.def('glow', () =>
    radialGradient('glow', [
      [0, '#ffffff', 0.95],
      [0.25, '#ffffff', 0.5],
      [1, '#ffffff', 0],
    ]),
  );
}

export function shadowPaint(scene: Scene): string {
  return scene.def('shadow', () =>
    radialGradient('shadow', [
      [0, '#3b2c1e', 0.28],
      [0.55, '#3b2c1e', 0.12],
      [1, '#3b2c1e', 0],
    ]),
  );
}
