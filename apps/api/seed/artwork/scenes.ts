import { drape } from './curve.ts';
import { drawEarring } from './earrings.ts';
import { gem3d, gemCrown, type GemPlacement } from './gems.ts';
import { drawNecklace } from './necklace.ts';
import type { Ground, Metal, Stone } from './palette.ts';
import { createRng } from './random.ts';
import { drawRing } from './ring.ts';
import type { Shape } from './shapes.ts';
import { ground, plinth, shadow } from './stage.ts';
import { Scene } from './svg.ts';
import type { JewelSpec, JewelStyle, JewelType } from './types.ts';

export function jewel(
  type: JewelType,
  style: JewelStyle,
  metal: Metal,
  stone: Stone | null,
  shape: Shape = 'round',
  carat = 1,
): JewelSpec {
  return {
    type,
    style,
    metal,
    stone,
    shape,
    carat,
    view: 'front',
    ground: 'ivory',
    seed: `${type}-${style}`,
  };
}

export function loose(
  scene: Scene,
  stone: Stone,
  shape: Shape,
  cx: number,
  cy: number,
  size: number,
  rot: number,
  tilt = 0.9,
): string {
  const g: GemPlacement = { cx, cy, size, shape, stone, tilt, rot, sparkle: 2 };
  return (
    shadow(scene, cx + size * 0.25, cy + size * 0.55, size * 1.2, size * 0.5) +
    (tilt > 0.95 ? gemCrown(scene, g) : gem3d(scene, g))
  );
}

export const BANNERS = ['hero-opus', 'hero-minuit', 'hero-aube'] as const;
export type Banner = (typeof BANNERS)[number];

/** Wide home-page hero art (1600×900): jewels on the right, the left calm for the headline. */
export function renderBannerSvg(kind: Banner): string {
  const tone: Ground = kind === 'hero-opus' ? 'ivory' : kind === 'hero-minuit' ? 'mist' : 'blush';
  const scene = new Scene(1600, 900, createRng(kind));
  ground(scene, tone, 0.7);
  if (kind === 'hero-opus') {
    scene.add(plinth(scene, tone, 1130, 700, 300));
    scene.add(shadow(scene, 1140, 702, 180, 18));
    scene.add(
      drawRing(scene, jewel('ring', 'halo', 'platinum', 'diamond', 'oval', 1.5), {
        cx: 1130,
        cy: 500,
        scale: 1.05,
        rot: -4,
        phi: 0.5,
        tilt: 0.5,
      }),
    );
    scene.add(shadow(scene, 1452, 742, 60, 14));
    scene.add(
      drawEarring(scene, jewel('earrings', 'stud', 'platinum', 'diamond', 'round', 1), {
        x: 1440,
        y: 720,
        scale: 1,
        rot: 0,
        tilt: 0.6,
      }),
    );
    scene.add(loose(scene, 'diamond', 'pear', 830, 740, 40, 60, 0.55));
  } else if (kind === 'hero-minuit') {
    const curve = drape({ x: 760, y: -30 }, { x: 1150, y: 640 }, { x: 1560, y: -30 }, 0.6);
    scene.add(shadow(scene, 1160, 680, 300, 60));
    scene.add(
      drawNecklace(
        scene,
        jewel('necklace', 'riviera', 'white', 'sapphire', 'pear', 6),
        curve,
        1.05,
      ),
    );
    scene.add(shadow(scene, 820, 820, 170, 22));
    scene.add(
      drawRing(scene, jewel('ring', 'solitaire', 'white', 'sapphire', 'oval', 1.8), {
        cx: 820,
        cy: 640,
        scale: 0.85,
        rot: 14,
        phi: 1.0,
        tilt: 0.62,
      }),
    );
  } else {
    const curve = drape({ x: 820, y: -30 }, { x: 1180, y: 700 }, { x: 1580, y: 120 }, 0.5);
    scene.add(drawNecklace(scene, jewel('necklace', 'pearl-strand', 'rose', 'pearl'), curve, 1.2));
    scene.add(shadow(scene, 1010, 470, 190, 24));
    scene.add(
      drawRing(scene, jewel('ring', 'band', 'rose', null), {
        cx: 1010,
        cy: 330,
        scale: 0.7,
        rot: -10,
        phi: 0.9,
        tilt: 0.5,
      }),
    );
    scene.add(
      drawEarring(scene, jewel('earrings', 'stud', 'rose', 'pearl'), {
        x: 1350,
        y: 420,
        scale: 1.3,
        rot: 0,
        tilt: 1,
      }),
    );
    scene.add(
      drawEarring(scene, jewel('earrings', 'stud', 'rose', 'pearl'), {
        x: 1470,
        y: 480,
        scale: 1.3,
        rot: 0,
        tilt: 1,
      }),
    );
  }
  return scene.toString();
}

export const STORY_IMAGES = ['labs', 'our-story', 'beyond-brilliance'] as const;
export type StoryImage = (typeof STORY_IMAGES)[number];

/** Story blocks (1200×900): loose stones on the bench, a pair of bands, a single brilliant. */
export function renderStorySvg(kind: StoryImage): string {
  const scene = new Scene(1200, 900, createRng(kind));
  if (kind === 'labs') {
    ground(scene, 'champagne', 0.5);
    const stones: [Stone, Shape, number, number, number, number][] = [
      ['diamond', 'round', 360, 380, 70, 0],
      ['sapphire', 'oval', 620, 300, 58, 20],
      ['emerald', 'emerald', 860, 420, 60, -12],
      ['ruby', 'pear', 520, 600, 52, 35],
      ['diamond', 'marquise', 760, 640, 48, -40],
      ['diamond', 'princess', 240, 640, 44, 15],
      ['diamond', 'pear', 980, 680, 40, 70],
    ];
    for (const [stone, shape, x, y, size, rot] of stones)
      scene.add(loose(scene, stone, shape, x, y, size, rot));
  } else if (kind === 'our-story') {
    ground(scene, 'blush', 0.45);
    scene.add(shadow(scene, 610, 760, 330, 34));
    scene.add(
      drawRing(scene, jewel('ring', 'band', 'yellow', null), {
        cx: 500,
        cy: 520,
        scale: 1.05,
        rot: -12,
        phi: 0.8,
        tilt: 0.5,
      }),
    );
    scene.add(
      drawRing(scene, jewel('ring', 'eternity', 'platinum', 'diamond'), {
        cx: 720,
        cy: 540,
        scale: 0.95,
        rot: 10,
        phi: 1.0,
        tilt: 0.5,
      }),
    );
  } else {
    ground(scene, 'mist', 0.5);
    scene.add(loose(scene, 'diamond', 'round', 600, 450, 230, 0, 0.82));
  }
  return scene.toString();
}
