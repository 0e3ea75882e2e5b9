import { gem3d, mini, type GemPlacement } from './gems.ts';
import { band, type BandSpec } from './metalwork.ts';
import { METAL_TONE } from './palette.ts';
import type { Rng } from './random.ts';
import { clawSet, stoneSize, withHalo } from './settings.ts';
import { loopShadow, plinth, shadow } from './stage.ts';
import { n, type Scene } from './svg.ts';
import type { JewelSpec } from './types.ts';

type BanglePose = {
  cx: number;
  cy: number;
  R: number;
  phi: number;
  rot: number;
  s: number;
  lying: boolean;
};

function pointOn(b: BandSpec, a: number): { x: number; y: number } {
  const rot = ((b.rot ?? 0) * Math.PI) / 180;
  const x0 = b.rx * Math.cos(a);
  const y0 = b.ry * Math.sin(a);
  return {
    x: b.cx + x0 * Math.cos(rot) - y0 * Math.sin(rot),
    y: b.cy + x0 * Math.sin(rot) + y0 * Math.cos(rot),
  };
}

/** A bangle standing on its edge (like a ring) or lying flat, with its stones. */
export function drawBangle(scene: Scene, spec: JewelSpec, p: BanglePose): string {
  const style = spec.style;
  const stone = spec.stone ?? 'diamond';
  const accent = spec.accent ?? 'diamond';
  const set = style === 'pave' || style === 'eternity';
  const t = (set ? 26 : style === 'twisted' ? 30 : 34) * p.s;
  const W = 56 * p.s;
  const cuff = style === 'cuff';
  const gap = 0.42;
  const b: BandSpec = p.lying
    ? {
        cx: p.cx,
        cy: p.cy,
        rx: p.R,
        ry: p.R * 0.4,
        thickness: t,
        ox: 0,
        oy: W * 0.8,
        metal: spec.metal,
        rot: p.rot,
      }
    : {
        cx: p.cx,
        cy: p.cy,
        rx: p.R * Math.cos(p.phi),
        ry: p.R,
        thickness: t,
        ox: W * Math.sin(p.phi),
        oy: -W * 0.1,
        metal: spec.metal,
        rot: p.rot,
      };
  if (cuff)
    (b as { arc?: readonly [number, number] }).arc = p.lying
      ? [-Math.PI / 2 + gap, Math.PI * 1.5 - gap]
      : [Math.PI / 2 + gap, Math.PI * 2.5 - gap];
  let out = band(scene, b);
  const tone = METAL_TONE[spec.metal];
  const frontArc: [number, number] = p.lying
    ? [0.08 * Math.PI, 0.92 * Math.PI]
    : [1.12 * Math.PI, 1.88 * Math.PI];
  if (style === 'twisted') {
    const ring = `cx="${n(b.cx)}" cy="${n(b.cy)}" rx="${n(b.rx)}" ry="${n(b.ry)}" fill="none" transform="rotate(${n(b.rot ?? 0)} ${n(b.cx)} ${n(b.cy)})"`;
    out += `<ellipse ${ring} stroke="${tone.dark}" stroke-opacity=".35" stroke-width="${n(t * 0.9)}" stroke-dasharray="${n(5 * p.s)} ${n(9 * p.s)}"/>`;
    out += `<ellipse ${ring} stroke="${tone.light}" stroke-opacity=".6" stroke-width="${n(t * 0.5)}" stroke-dasharray="${n(3 * p.s)} ${n(11 * p.s)}"/>`;
  }
  if (set) {
    const [a0, a1] = style === 'eternity' ? [0, Math.PI * 2] : frontArc;
    const r = t * 0.4;
    const count = Math.floor(((a1 - a0) * (b.rx + b.ry)) / 2 / (r * 2.15));
    for (let i = 0; i < count; i++) {
      const q = pointOn(b, a0 + ((a1 - a0) * (i + 0.5)) / count);
      out += mini(scene, style === 'eternity' ? stone : accent, q.x, q.y, r, p.lying ? 0.7 : 0.9);
    }
  }
  if (
    !spec.stone ||
    style === 'pave' ||
    style === 'eternity' ||
    style === 'polished' ||
    style === 'twisted'
  )
    return out;
  const size = stoneSize(spec.carat ?? 0.8) * 0.75 * p.s;
  if (cuff && b.arc) {
    for (const a of b.arc) {
      const q = pointOn(b, a);
      const g: GemPlacement = {
        cx: q.x,
        cy: q.y,
        size,
        shape: spec.shape,
        stone,
        tilt: p.lying ? 0.55 : 0.8,
        rot: 0,
        sparkle: 2,
      };
      out +=
        spec.stone === 'pearl'
          ? gem3d(scene, { ...g, size: size * 0.9 })
          : clawSet(scene, spec.metal, g);
    }
    return out;
  }
  const top = pointOn(b, p.lying ? Math.PI / 2 : (Math.PI * 3) / 2);
  const g: GemPlacement = {
    cx: top.x,
    cy: top.y,
    size: size * 1.35,
    shape: spec.shape,
    stone,
    tilt: p.lying ? 0.5 : 0.75,
    rot: 0,
    sparkle: 2,
  };
  return out + withHalo(scene, spec.metal, accent, g, clawSet(scene, spec.metal, g));
}

/** The four views of a bangle. */
export function banglePicture(scene: Scene, spec: JewelSpec, rng: Rng): void {
  switch (spec.view) {
    case 'front': {
      scene.add(shadow(scene, 430, 830, 260, 30));
      scene.add(
        drawBangle(scene, spec, {
          cx: 400,
          cy: 535,
          R: 285,
          phi: rng.range(0.72, 0.86),
          rot: rng.range(-8, 8),
          s: 1.1,
          lying: false,
        }),
      );
      return;
    }
    case 'angled': {
      scene.add(shadow(scene, 410, 600, 330, 170));
      scene.add(
        drawBangle(scene, spec, {
          cx: 400,
          cy: 520,
          R: 300,
          phi: 0,
          rot: rng.range(-10, 10),
          s: 1.1,
          lying: true,
        }),
      );
      return;
    }
    case 'detail': {
      scene.add(`<g transform="translate(0 40)">${loopShadow(400, 440, 560, 224, 40)}</g>`);
      scene.add(
        drawBangle(scene, spec, {
          cx: 400,
          cy: 420,
          R: 560,
          phi: 0,
          rot: rng.range(-10, 10),
          s: 2.1,
          lying: true,
        }),
      );
      return;
    }
    case 'plinth': {
      scene.add(plinth(scene, spec.ground, 400, 810, 290));
      scene.add(shadow(scene, 410, 812, 170, 18));
      scene.add(
        drawBangle(scene, spec, {
          cx: 400,
          cy: 598,
          R: 205,
          phi: rng.range(0.7, 0.85),
          rot: 0,
          s: 0.8,
          lying: false,
        }),
      );
    }
  }
}
