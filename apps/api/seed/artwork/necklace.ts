import { drape, type Curve } from './curve.ts';
import { cupped, gemCrown, mini, type GemPlacement } from './gems.ts';
import { chain } from './metalwork.ts';
import { METAL_TONE, type Metal, type Stone } from './palette.ts';
import type { Rng } from './random.ts';
import { bezelSet, clawSet, stoneSize, withHalo } from './settings.ts';
import { bust, pathShadow } from './stage.ts';
import { n, type Pt, type Scene } from './svg.ts';
import type { JewelSpec } from './types.ts';

/** A jump ring that hangs a pendant from its chain. */
export function bail(metal: Metal, x: number, y: number, r: number): string {
  const tone = METAL_TONE[metal];
  return (
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.7)}" ry="${n(r)}" fill="none" stroke="${tone.dark}" stroke-width="${n(r * 0.5)}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.7)}" ry="${n(r)}" fill="none" stroke="${tone.base}" stroke-width="${n(r * 0.32)}"/>` +
    `<path d="M${n(x - r * 0.55)} ${n(y - r * 0.5)}Q${n(x - r * 0.3)} ${n(y - r)} ${n(x + r * 0.1)} ${n(y - r * 0.98)}" fill="none" stroke="${tone.light}" stroke-width="${n(r * 0.16)}" stroke-linecap="round"/>`
  );
}

/** Stones placed along a curve from its middle outwards, largest in the centre. */
function along(
  curve: Curve,
  from: number,
  to: number,
  rMax: number,
  rMin: number,
  gap: number,
): (Pt & { r: number })[] {
  const out: (Pt & { r: number })[] = [];
  const mid = (from + to) / 2;
  const half = ((to - from) / 2) * curve.length;
  for (const dir of [1, -1]) {
    let dist = dir === 1 ? 0 : rMax * 2 + gap;
    while (dist < half) {
      const f = dist / half;
      const r = rMax - (rMax - rMin) * f;
      const p = curve.at(mid + (dir * dist) / curve.length);
      out.push({ x: p.x, y: p.y, r });
      dist += r * 2 + gap;
    }
  }
  return out;
}

function mainStone(spec: JewelSpec): Stone {
  return spec.stone ?? 'diamond';
}

/** The whole necklace along a drape; `s` scales stones and chain. */
export function drawNecklace(scene: Scene, spec: JewelSpec, curve: Curve, s: number): string {
  const metal = spec.metal;
  const stone = mainStone(spec);
  const accent = spec.accent ?? 'diamond';
  const low = curve.at(0.5);
  const size = stoneSize(spec.carat ?? 1) * s;
  let out = '';
  if (spec.style !== 'pearl-strand') out += chain(metal, curve.d, 4.6 * s);
  switch (spec.style) {
    case 'riviera': {
      for (const p of along(curve, 0.2, 0.8, 15 * s, 8 * s, 1.2 * s))
        out += cupped(scene, metal, stone, p.x, p.y, p.r);
      if (spec.shape !== 'round') {
        out += bezelSet(scene, metal, {
          cx: low.x,
          cy: low.y + size * 0.75 + 16 * s,
          size: size * 0.7,
          shape: spec.shape === 'emerald' ? 'emerald' : 'pear',
          stone,
          tilt: 1,
          rot: 0,
          sparkle: 2,
        });
      }
      break;
    }
    case 'pearl-strand': {
      const r = 15 * s;
      for (let d = r; d < curve.length; d += r * 2.05) {
        const p = curve.at(d / curve.length);
        out += mini(scene, 'pearl', p.x, p.y, r);
      }
      break;
    }
    case 'station': {
      for (const u of [0.3, 0.4, 0.5, 0.6, 0.7]) {
        const p = curve.at(u);
        out +=
          spec.shape === 'marquise' || spec.shape === 'pear'
            ? bezelSet(scene, metal, {
                cx: p.x,
                cy: p.y,
                size: 20 * s,
                shape: spec.shape,
                stone,
                tilt: 1,
                rot: (p.angle * 180) / Math.PI + 90,
                sparkle: u === 0.5 ? 1 : 0,
              })
            : cupped(scene, metal, stone, p.x, p.y, 12 * s);
      }
      break;
    }
    case 'lariat': {
      const len = 230 * s;
      const tone = METAL_TONE[metal];
      out += `<path d="M${n(low.x)} ${n(low.y)}V${n(low.y + len)}" stroke="${tone.base}" stroke-width="${n(3.4 * s)}" stroke-dasharray="${n(6 * s)} ${n(3 * s)}" stroke-linecap="round"/>`;
      out += cupped(scene, metal, accent, low.x, low.y, 13 * s);
      const g: GemPlacement = {
        cx: low.x,
        cy: low.y + len + size * 0.95,
        size: size * 0.9,
        shape: stone === 'pearl' ? 'round' : 'pear',
        stone,
        tilt: 1,
        rot: 0,
        sparkle: 3,
      };
      out += stone === 'pearl' ? gemCrown(scene, g) : bezelSet(scene, metal, g);
      break;
    }
    case 'cluster': {
      const g: GemPlacement = {
        cx: low.x,
        cy: low.y + size * 1.1,
        size: size * 0.8,
        shape: spec.shape,
        stone,
        tilt: 1,
        rot: 0,
        sparkle: 2,
      };
      out += bail(metal, low.x, low.y + 4 * s, 9 * s);
      out += withHalo(scene, metal, accent, g, clawSet(scene, metal, g));
      out += bezelSet(scene, metal, {
        ...g,
        cy: g.cy + size * 2.2,
        size: size * 0.55,
        shape: 'pear',
        sparkle: 1,
      });
      break;
    }
    default: {
      const g: GemPlacement = {
        cx: low.x,
        cy: low.y + 12 * s + size * 0.95,
        size: size * 0.9,
        shape: spec.shape,
        stone,
        tilt: 1,
        rot: 0,
        sparkle: 3,
      };
      out += bail(metal, low.x, low.y + 4 * s, 9 * s) + clawSet(scene, metal, g);
    }
  }
  return out;
}

/** A necklace's shadow along its curve: wider under a line of stones or pearls. */
function necklaceShadow(spec: JewelSpec, curve: Curve): string {
  const wide = spec.style === 'riviera' || spec.style === 'pearl-strand';
  return pathShadow(curve.d, 10, 16, wide ? 22 : 10);
}

/** The four views of a necklace. */
export function necklacePicture(scene: Scene, spec: JewelSpec, rng: Rng): void {
  switch (spec.view) {
    case 'front': {
      const dip = spec.style === 'lariat' ? 430 : rng.range(600, 660);
      const curve = drape({ x: 140, y: -30 }, { x: 400, y: dip }, { x: 660, y: -30 });
      scene.add(necklaceShadow(spec, curve));
      scene.add(drawNecklace(scene, spec, curve, 1.15));
      return;
    }
    case 'angled': {
      const turn = rng.chance(0.5) ? 1 : -1;
      const low = { x: 400 + turn * 50, y: spec.style === 'lariat' ? 460 : 700 };
      const curve = drape(
        { x: 400 - turn * 360, y: 180 },
        low,
        { x: 400 + turn * 300, y: -30 },
        0.5,
      );
      scene.add(necklaceShadow(spec, curve));
      scene.add(drawNecklace(scene, spec, curve, 1.1));
      return;
    }
    case 'detail': {
      const dip = spec.style === 'lariat' ? 380 : 620;
      const curve = drape({ x: 140, y: -30 }, { x: 400, y: dip }, { x: 660, y: -30 });
      const focus = spec.style === 'lariat' ? 560 : spec.style === 'cluster' ? 700 : dip;
      scene.add(
        `<g transform="translate(400 450) scale(2.1) translate(-400 -${Math.round(focus)})">${drawNecklace(scene, spec, curve, 1.1)}</g>`,
      );
      return;
    }
    case 'plinth': {
      scene.add(bust(scene, spec.ground));
      scene.add(
        drawNecklace(
          scene,
          spec,
          drape(
            { x: 272, y: 200 },
            { x: 400, y: spec.style === 'lariat' ? 420 : 520 },
            { x: 528, y: 200 },
            0.55,
          ),
          0.95,
        ),
      );
    }
  }
}
