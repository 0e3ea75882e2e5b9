import { Curve, drape } from './curve.ts';
import { gemCrown, mini, type GemPlacement } from './gems.ts';
import { chain } from './metalwork.ts';
import { metalPaint, type Metal } from './palette.ts';
import type { Rng } from './random.ts';
import { bail } from './necklace.ts';
import { bezelSet, clawSet, stoneSize, withHalo } from './settings.ts';
import { bust, shadow } from './stage.ts';
import { n, type Scene } from './svg.ts';
import type { JewelSpec } from './types.ts';

/** The pendant itself, hanging from a bail at (x, y). */
export function drawPendant(
  scene: Scene,
  spec: JewelSpec,
  x: number,
  y: number,
  s: number,
): string {
  const metal = spec.metal;
  const stone = spec.stone ?? 'diamond';
  const accent = spec.accent ?? 'diamond';
  const size = stoneSize(spec.carat ?? 0.8) * 1.25 * s;
  let out = bail(metal, x, y, 15 * s);
  const g: GemPlacement = {
    cx: x,
    cy: y + 12 * s + size * 1.05,
    size,
    shape: spec.shape,
    stone,
    tilt: 1,
    rot: 0,
    sparkle: 3,
  };
  switch (spec.style) {
    case 'halo':
      out += withHalo(
        scene,
        metal,
        accent,
        { ...g, cy: g.cy + size * 0.3 },
        clawSet(scene, metal, { ...g, cy: g.cy + size * 0.3 }),
      );
      break;
    case 'drop': {
      out += mini(scene, accent, x, y + 30 * s, 13 * s);
      const drop = {
        ...g,
        cy: g.cy + 30 * s,
        shape: spec.shape === 'round' ? ('pear' as const) : spec.shape,
      };
      out += bezelSet(scene, metal, drop);
      break;
    }
    case 'bezel':
      out += bezelSet(scene, metal, g);
      break;
    case 'pearl': {
      const r = size * 1.05;
      const cy = y + 14 * s + r;
      out += gemCrown(scene, { ...g, stone: 'pearl', cy, size: r });
      out += `<path d="M${n(x - r * 0.34)} ${n(cy - r * 0.92)}Q${n(x)} ${n(cy - r * 1.08)} ${n(x + r * 0.34)} ${n(cy - r * 0.92)}L${n(x + r * 0.12)} ${n(y + 8 * s)}H${n(x - r * 0.12)}Z" fill="${metalPaint(scene, metal, 'h')}"/>`;
      out += mini(scene, accent, x, cy - r * 0.98, 6 * s);
      break;
    }
    case 'cluster': {
      // Six marquise petals: one drawing, turned six times.
      const cy = g.cy + size * 0.6;
      const petal = size * 0.55;
      const key = `petal-${metal}-${stone}-${Math.round(petal)}`;
      const id = scene.defGroup(key, () => {
        const body = bezelSet(scene, metal, {
          cx: 0,
          cy: -petal * 1.55,
          size: petal,
          shape: 'marquise',
          stone,
          tilt: 1,
          rot: 0,
          sparkle: 0,
        });
        return `<g id="${key}">${body}</g>`;
      });
      for (let i = 0; i < 6; i++)
        out += `<use href="#${id}" transform="translate(${n(x)} ${n(cy)}) rotate(${i * 60})"/>`;
      out += clawSet(scene, metal, {
        ...g,
        cy,
        size: petal * 0.7,
        shape: 'round',
        stone: accent,
        sparkle: 2,
      });
      break;
    }
    default:
      out += clawSet(scene, metal, g);
  }
  return out;
}

/** Height of the pendant below its bail, at scale 1. */
function pendantDrop(spec: JewelSpec): number {
  return stoneSize(spec.carat ?? 0.8) * 1.25 * (spec.style === 'cluster' ? 3.4 : 2.6) + 40;
}

function chains(metal: Metal, x: number, y: number, spread: number, weight: number): string {
  const left = new Curve([
    { x: x - spread, y: -30 },
    { x: x - spread * 0.9, y: y * 0.45 },
    { x: x - 40, y: y - 60 },
    { x, y },
  ]);
  const right = new Curve([
    { x: x + spread, y: -30 },
    { x: x + spread * 0.9, y: y * 0.45 },
    { x: x + 40, y: y - 60 },
    { x, y },
  ]);
  return chain(metal, left.d, weight) + chain(metal, right.d, weight);
}

/** The four views of a pendant. */
export function pendantPicture(scene: Scene, spec: JewelSpec, rng: Rng): void {
  const drop = pendantDrop(spec);
  switch (spec.view) {
    case 'front': {
      const s = Math.min(1.5, 520 / drop);
      const y = 380;
      scene.add(shadow(scene, 415, y + drop * s * 0.6, 150, 110));
      scene.add(chains(spec.metal, 400, y, 170, 4.4) + drawPendant(scene, spec, 400, y, s));
      return;
    }
    case 'angled': {
      const s = Math.min(1.4, 500 / drop);
      const swing = (rng.chance(0.5) ? 1 : -1) * rng.range(10, 16);
      const y = 360;
      scene.add(shadow(scene, 420, y + drop * s * 0.6, 140, 100));
      scene.add(
        `<g transform="rotate(${n(swing)} 400 ${y})">${chains(spec.metal, 400, y, 210, 4.4)}${drawPendant(scene, spec, 400, y, s)}</g>`,
      );
      return;
    }
    case 'detail': {
      const s = Math.min(2.6, 760 / drop);
      const y = 500 - (drop * s) / 2;
      scene.add(chains(spec.metal, 400, y, 120, 5) + drawPendant(scene, spec, 400, y, s));
      return;
    }
    case 'plinth': {
      scene.add(bust(scene, spec.ground));
      const curve = drape({ x: 272, y: 200 }, { x: 400, y: 440 }, { x: 528, y: 200 }, 0.55);
      scene.add(
        chain(spec.metal, curve.d, 3.6) +
          drawPendant(scene, spec, 400, 440, Math.min(1, 400 / drop)),
      );
    }
  }
}
