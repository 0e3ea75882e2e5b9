import { gemCrown, mini, type GemPlacement } from './gems.ts';
import { band, type BandSpec } from './metalwork.ts';
import { METAL_TONE, type Metal, type Stone } from './palette.ts';
import type { Rng } from './random.ts';
import { bezelSet, clawSet, stoneSize, withHalo } from './settings.ts';
import type { Shape } from './shapes.ts';
import { plinth, shadow } from './stage.ts';
import { n, type Scene } from './svg.ts';
import type { JewelSpec } from './types.ts';

export type EarringPose = { x: number; y: number; scale: number; rot: number; tilt: number };

function link(scene: Scene, metal: Metal, x: number, y: number, r: number): string {
  const tone = METAL_TONE[metal];
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="none" stroke="${tone.dark}" stroke-width="${n(r * 0.55)}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="none" stroke="${tone.base}" stroke-width="${n(r * 0.35)}"/>` +
    `<path d="M${n(x - r * 0.7)} ${n(y - r * 0.7)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r * 0.3)} ${n(y - r * 0.95)}" fill="none" stroke="${tone.light}" stroke-width="${n(r * 0.18)}" stroke-linecap="round"/>`
  );
}

function place(
  x: number,
  y: number,
  size: number,
  shape: Shape,
  stone: Stone,
  tilt: number,
  rot: number,
  sparkle = 2,
): GemPlacement {
  return { cx: x, cy: y, size, shape, stone, tilt, rot, sparkle };
}

/** One earring with its top at (x, y); a pair is two calls. */
export function drawEarring(scene: Scene, spec: JewelSpec, p: EarringPose): string {
  const s = p.scale;
  const stone = spec.stone ?? 'diamond';
  const accent = spec.accent ?? 'diamond';
  const metal = spec.metal;
  const main = stoneSize((spec.carat ?? 1) / 2) * s;
  let out = '';
  switch (spec.style) {
    case 'stud':
    case 'halo-stud': {
      const size = main * 1.45;
      const g = place(p.x, p.y, size, spec.shape, stone, p.tilt, p.rot);
      const centre =
        stone === 'pearl' ? gemCrown(scene, { ...g, size: size * 0.95 }) : clawSet(scene, metal, g);
      out += spec.style === 'halo-stud' ? withHalo(scene, metal, accent, g, centre) : centre;
      break;
    }
    case 'drop': {
      const top = 16 * s;
      out +=
        mini(scene, accent, p.x, p.y, top) + link(scene, metal, p.x, p.y + top * 1.7, top * 0.55);
      const size = main * 1.5;
      const shape: Shape =
        stone === 'pearl' ? 'round' : spec.shape === 'round' ? 'pear' : spec.shape;
      const cy = p.y + top * 2.4 + size * 1.2;
      const g = place(p.x, cy, size, shape, stone, 1, 0);
      out += `<path d="M${n(p.x)} ${n(p.y + top * 2.2)}V${n(cy - size * 0.9)}" stroke="${METAL_TONE[metal].base}" stroke-width="${n(3 * s)}"/>`;
      out +=
        stone === 'pearl'
          ? gemCrown(scene, { ...g, size: size * 0.85 })
          : bezelSet(scene, metal, g);
      break;
    }
    case 'hoop': {
      const b: BandSpec = {
        cx: p.x,
        cy: p.y + 120 * s,
        rx: 62 * s,
        ry: 118 * s,
        thickness: 22 * s,
        ox: 16 * s,
        oy: 0,
        metal,
        rot: p.rot,
      };
      out += band(scene, b);
      const r = 8.5 * s;
      const rot = (p.rot * Math.PI) / 180;
      for (let a = Math.PI * 0.62; a <= Math.PI * 1.42; a += 0.17) {
        const x0 = b.rx * Math.cos(a);
        const y0 = b.ry * Math.sin(a);
        out += mini(
          scene,
          stone,
          b.cx + x0 * Math.cos(rot) - y0 * Math.sin(rot),
          b.cy + x0 * Math.sin(rot) + y0 * Math.cos(rot),
          r,
          0.9,
        );
      }
      break;
    }
    case 'line': {
      // A climber: graduated stones rising along a gentle curve.
      for (let i = 0; i < 5; i++) {
        const size = (main * 0.75 + i * 7 * s) * 0.8;
        const y = p.y + i * 62 * s;
        const x = p.x + Math.sin(i * 0.7) * 26 * s;
        out += bezelSet(scene, metal, place(x, y, size, spec.shape, stone, 1, 0, i === 4 ? 2 : 0));
      }
      break;
    }
    case 'chandelier': {
      out += mini(scene, accent, p.x, p.y, 18 * s);
      const tone = METAL_TONE[metal];
      const arc = `M${n(p.x - 70 * s)} ${n(p.y + 60 * s)}Q${n(p.x)} ${n(p.y + 130 * s)} ${n(p.x + 70 * s)} ${n(p.y + 60 * s)}`;
      out += `<path d="M${n(p.x)} ${n(p.y + 16 * s)}V${n(p.y + 96 * s)}" stroke="${tone.base}" stroke-width="${n(3 * s)}"/>`;
      out += `<path d="${arc}" fill="none" stroke="${tone.base}" stroke-width="${n(5 * s)}"/>`;
      for (let i = 0; i <= 6; i++) {
        const t = i / 6;
        out += mini(
          scene,
          accent,
          p.x - 70 * s + 140 * s * t,
          p.y + 60 * s + 140 * s * t * (1 - t),
          9 * s,
        );
      }
      for (const dx of [-1, 1]) {
        const x = p.x + dx * 62 * s;
        out += `<path d="M${n(x)} ${n(p.y + 66 * s)}V${n(p.y + 150 * s)}" stroke="${tone.base}" stroke-width="${n(2.5 * s)}"/>`;
        out += bezelSet(scene, metal, place(x, p.y + 175 * s, main * 0.62, 'pear', stone, 1, 0, 1));
      }
      const size = main * 1.25;
      out += `<path d="M${n(p.x)} ${n(p.y + 96 * s)}V${n(p.y + 200 * s)}" stroke="${tone.base}" stroke-width="${n(3 * s)}"/>`;
      out += bezelSet(
        scene,
        metal,
        place(p.x, p.y + 200 * s + size * 1.1, size, 'pear', stone, 1, 0, 3),
      );
      break;
    }
    default:
      out += clawSet(scene, metal, place(p.x, p.y, main * 1.4, spec.shape, stone, p.tilt, p.rot));
  }
  return out;
}

/** How tall one earring is at scale 1 (for placing pairs). */
export function earringHeight(spec: JewelSpec): number {
  switch (spec.style) {
    case 'drop':
      return 330;
    case 'hoop':
      return 250;
    case 'line':
      return 300;
    case 'chandelier':
      return 400;
    default:
      return 120;
  }
}

/** Both earrings of a pair are one drawing, placed twice. */
function pair(
  scene: Scene,
  spec: JewelSpec,
  scale: number,
  tilt: number,
  places: readonly { x: number; y: number; rot: number; k?: number }[],
): string {
  const id = scene.defGroup(
    'earring',
    () => `<g id="earring">${drawEarring(scene, spec, { x: 0, y: 0, scale, rot: 0, tilt })}</g>`,
  );
  return places
    .map(
      (p) =>
        `<use href="#${id}" transform="translate(${n(p.x)} ${n(p.y)}) rotate(${n(p.rot)})${p.k ? ` scale(${p.k})` : ''}"/>`,
    )
    .join('');
}

/** The four views of a pair of earrings. */
export function earringsPicture(scene: Scene, spec: JewelSpec, rng: Rng): void {
  const h = earringHeight(spec);
  const hanging = h > 200;
  const lean = rng.range(3, 8);
  switch (spec.view) {
    case 'front': {
      const s = hanging ? Math.min(1.5, 700 / h) : 1.45;
      const top = hanging ? 500 - (h * s) / 2 : 470;
      const gap = hanging ? 150 : 165;
      const places = [
        { x: 400 - gap, y: top, rot: -lean },
        { x: 400 + gap, y: top + (hanging ? 14 : 50), rot: lean },
      ];
      for (const p of places) {
        // Lying on the surface: the shadow falls just below and to the right.
        const y = p.y + (hanging ? h * s * 0.72 : 40);
        scene.add(shadow(scene, p.x + 18, y, hanging ? 90 * s : 140, hanging ? 50 * s : 70));
      }
      scene.add(pair(scene, spec, s, 0.92, places));
      return;
    }
    case 'angled': {
      const s = hanging ? Math.min(1.35, 660 / h) : 1.4;
      const far = { x: 540, y: hanging ? 150 : 370, rot: 18, k: 0.78 };
      const near = { x: 290, y: hanging ? 250 : 580, rot: -12 };
      scene.add(
        shadow(
          scene,
          far.x + 20,
          far.y + (hanging ? h * s * 0.55 : 40),
          hanging ? 70 * s : 110,
          hanging ? 40 * s : 55,
        ),
      );
      scene.add(
        shadow(
          scene,
          near.x + 20,
          near.y + (hanging ? h * s * 0.72 : 45),
          hanging ? 90 * s : 140,
          hanging ? 50 * s : 70,
        ),
      );
      scene.add(pair(scene, spec, s, 0.8, [far, near]));
      return;
    }
    case 'detail': {
      const s = hanging ? Math.min(2.1, 840 / h) : 2.8;
      const top = hanging ? 500 - (h * s) / 2 : 480;
      scene.add(
        drawEarring(scene, spec, { x: 400, y: top, scale: s, rot: rng.range(-10, 10), tilt: 0.95 }),
      );
      return;
    }
    case 'plinth': {
      scene.add(plinth(scene, spec.ground, 400, 800, 290));
      const s = hanging ? Math.min(1.1, 560 / h) : 1.05;
      const y = hanging ? 785 - h * s : 785;
      for (const dx of [-115, 115])
        scene.add(shadow(scene, 400 + dx + 12, 800, hanging ? 60 : 100, 12));
      scene.add(
        pair(scene, spec, s, hanging ? 0.95 : 0.55, [
          { x: 285, y, rot: -6 },
          { x: 515, y, rot: 8 },
        ]),
      );
    }
  }
}
