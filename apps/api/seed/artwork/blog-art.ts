import { drawBangle } from './bangle.ts';
import { drape } from './curve.ts';
import { drawNecklace } from './necklace.ts';
import type { Metal } from './palette.ts';
import { drawPendant } from './pendant.ts';
import { createRng } from './random.ts';
import { drawRing } from './ring.ts';
import { jewel, loose } from './scenes.ts';
import type { Shape } from './shapes.ts';
import { ground, shadow } from './stage.ts';
import { Scene } from './svg.ts';
import type { JewelStyle } from './types.ts';

export const BLOG_IMAGES = [
  'choosing-a-solitaire',
  'caring-for-pearls',
  'the-four-cs',
  'stacking-bangles',
  'coloured-gemstones',
  'bridal-jewellery',
] as const;
export type BlogImage = (typeof BLOG_IMAGES)[number];

/** Blog card art (1200×900). */
export function renderBlogSvg(kind: BlogImage): string {
  const scene = new Scene(1200, 900, createRng(kind));
  switch (kind) {
    case 'choosing-a-solitaire': {
      ground(scene, 'ivory', 0.5);
      const rings: [Shape, Metal, number][] = [
        ['oval', 'yellow', 290],
        ['round', 'platinum', 600],
        ['emerald', 'rose', 910],
      ];
      for (const [shape, metal, x] of rings) {
        scene.add(shadow(scene, x + 10, 730, 150, 20));
        scene.add(
          drawRing(scene, jewel('ring', 'solitaire', metal, 'diamond', shape, 1.2), {
            cx: x,
            cy: 560,
            scale: 0.8,
            rot: 0,
            phi: 0.5,
            tilt: 0.5,
          }),
        );
      }
      break;
    }
    case 'caring-for-pearls': {
      ground(scene, 'blush', 0.5);
      scene.add(
        drawNecklace(
          scene,
          jewel('necklace', 'pearl-strand', 'yellow', 'pearl'),
          drape({ x: 120, y: -30 }, { x: 560, y: 700 }, { x: 1080, y: -30 }, 0.55),
          1.3,
        ),
      );
      scene.add(
        drawPendant(scene, jewel('pendant', 'pearl', 'yellow', 'pearl', 'round', 1.2), 880, 420, 1),
      );
      break;
    }
    case 'the-four-cs': {
      ground(scene, 'grey', 0.5);
      const shapes: [Shape, number, number, number][] = [
        ['round', 330, 420, 90],
        ['oval', 610, 380, 80],
        ['emerald', 870, 450, 74],
        ['pear', 480, 680, 62],
        ['princess', 760, 700, 58],
      ];
      for (const [shape, x, y, size] of shapes)
        scene.add(loose(scene, 'diamond', shape, x, y, size, 0));
      break;
    }
    case 'stacking-bangles': {
      ground(scene, 'champagne', 0.5);
      const bangles: [Metal, JewelStyle, number][] = [
        ['yellow', 'polished', 380],
        ['rose', 'pave', 560],
        ['white', 'twisted', 740],
      ];
      for (const [metal, style, y] of bangles) {
        scene.add(
          drawBangle(scene, jewel('bangle', style, metal, 'diamond'), {
            cx: 600,
            cy: y - 60,
            R: 330,
            phi: 0,
            rot: -6,
            s: 0.95,
            lying: true,
          }),
        );
      }
      break;
    }
    case 'coloured-gemstones': {
      ground(scene, 'mist', 0.5);
      scene.add(loose(scene, 'ruby', 'oval', 330, 450, 100, -10));
      scene.add(loose(scene, 'sapphire', 'round', 610, 430, 104, 0));
      scene.add(loose(scene, 'emerald', 'emerald', 890, 460, 96, 8));
      break;
    }
    case 'bridal-jewellery': {
      ground(scene, 'ivory', 0.5);
      scene.add(
        drawNecklace(
          scene,
          jewel('necklace', 'riviera', 'platinum', 'diamond', 'pear', 6),
          drape({ x: 480, y: -30 }, { x: 820, y: 600 }, { x: 1180, y: -30 }, 0.6),
          1,
        ),
      );
      scene.add(shadow(scene, 330, 760, 190, 24));
      scene.add(
        drawRing(scene, jewel('ring', 'solitaire', 'platinum', 'diamond', 'round', 1.5), {
          cx: 330,
          cy: 560,
          scale: 0.85,
          rot: -8,
          phi: 0.5,
          tilt: 0.5,
        }),
      );
    }
  }
  return scene.toString();
}
