import { cupped, mini, type GemPlacement } from './gems.ts';
import { band, chain } from './metalwork.ts';
import { METAL_TONE, metalPaint } from './palette.ts';
import type { Rng } from './random.ts';
import { bezelSet, clawSet, stoneSize, withHalo } from './settings.ts';
import { loopShadow, plinth } from './stage.ts';
import { n, type Scene } from './svg.ts';
import type { JewelSpec } from './types.ts';

export type LoopPose = { cx: number; cy: number; rx: number; ry: number; rot: number; s: number };

function ellipsePath(p: LoopPose): string {
  return (
    `M${n(p.cx - p.rx)} ${n(p.cy)}A${n(p.rx)} ${n(p.ry)} 0 1 1 ${n(p.cx + p.rx)} ${n(p.cy)}` +
    `A${n(p.rx)} ${n(p.ry)} 0 1 1 ${n(p.cx - p.rx)} ${n(p.cy)}Z`
  );
}

/** A bracelet lying on its side: an ellipse in perspective, far side smaller and drawn first. */
export function drawBracelet(scene: Scene, spec: JewelSpec, p: LoopPose): string {
  const metal = spec.metal;
  const stone = spec.stone ?? 'diamond';
  const accent = spec.accent ?? 'diamond';
  const tone = METAL_TONE[metal];
  const point = (a: number) => ({
    x: p.cx + p.rx * Math.cos(a),
    y: p.cy + p.ry * Math.sin(a),
    depth: Math.sin(a),
  });
  let out = '';
  switch (spec.style) {
    case 'tennis':
    case 'pearl': {
      const pearlLine = spec.style === 'pearl';
      const r = (pearlLine ? 15 : 14) * p.s;
      if (!pearlLine)
        out += band(scene, {
          cx: p.cx,
          cy: p.cy,
          rx: p.rx,
          ry: p.ry,
          thickness: r * 1.5,
          ox: 0,
          oy: r * 0.9,
          metal,
        });
      const count = Math.round((Math.PI * (p.rx + p.ry)) / (r * 2.1));
      const stones: { x: number; y: number; depth: number; i: number }[] = [];
      for (let i = 0; i < count; i++) stones.push({ ...point((i / count) * Math.PI * 2), i });
      stones.sort((a, b) => a.depth - b.depth);
      for (const q of stones) {
        const k = 0.82 + 0.18 * q.depth;
        const alt =
          spec.shape !== 'round' && spec.stone !== 'diamond' && q.i % 2 === 1 ? accent : stone;
        out += pearlLine
          ? mini(scene, 'pearl', q.x, q.y, r * k)
          : cupped(scene, metal, alt, q.x, q.y, r * k, 0.78);
      }
      break;
    }
    case 'station':
    case 'bolo':
    case 'chain': {
      out += chain(metal, ellipsePath(p), (spec.style === 'chain' ? 9 : 5.5) * p.s);
      if (spec.style === 'chain') {
        const c = point(-Math.PI / 2);
        out += `<ellipse cx="${n(c.x)}" cy="${n(c.y)}" rx="${n(16 * p.s)}" ry="${n(10 * p.s)}" fill="${metalPaint(scene, metal, 'a')}" stroke="${tone.dark}" stroke-width="1"/>`;
        break;
      }
      if (spec.style === 'station') {
        for (const a of [0.18, 0.34, 0.5, 0.66, 0.82]) {
          const q = point(a * Math.PI);
          out +=
            spec.shape === 'round'
              ? cupped(scene, metal, stone, q.x, q.y, 14 * p.s, 0.8)
              : bezelSet(scene, metal, {
                  cx: q.x,
                  cy: q.y,
                  size: 20 * p.s,
                  shape: spec.shape,
                  stone,
                  tilt: 0.8,
                  rot: 0,
                  sparkle: a === 0.5 ? 1 : 0,
                });
        }
        break;
      }
      const c = point(Math.PI / 2);
      const g: GemPlacement = {
        cx: c.x,
        cy: c.y,
        size: stoneSize(spec.carat ?? 0.5) * 0.8 * p.s,
        shape: spec.shape,
        stone,
        tilt: 0.78,
        rot: 0,
        sparkle: 2,
      };
      out += withHalo(scene, metal, accent, g, clawSet(scene, metal, g));
      break;
    }
    default:
      out += chain(metal, ellipsePath(p), 5 * p.s);
  }
  return p.rot ? `<g transform="rotate(${n(p.rot)} ${n(p.cx)} ${n(p.cy)})">${out}</g>` : out;
}

/** The four views of a bracelet. */
export function braceletPicture(scene: Scene, spec: JewelSpec, rng: Rng): void {
  switch (spec.view) {
    case 'front': {
      const pose: LoopPose = { cx: 400, cy: 560, rx: 285, ry: 170, rot: rng.range(-6, 6), s: 1.15 };
      scene.add(
        `<g transform="rotate(${n(pose.rot)} 400 560)">${loopShadow(414, 578, 285, 170, 26)}</g>`,
      );
      scene.add(drawBracelet(scene, spec, pose));
      return;
    }
    case 'angled': {
      const pose: LoopPose = {
        cx: 400,
        cy: 540,
        rx: 270,
        ry: 110,
        rot: (rng.chance(0.5) ? 1 : -1) * rng.range(18, 26),
        s: 1.15,
      };
      scene.add(
        `<g transform="rotate(${n(pose.rot)} 400 540)">${loopShadow(412, 556, 270, 110, 26)}</g>`,
      );
      scene.add(drawBracelet(scene, spec, pose));
      return;
    }
    case 'detail': {
      const pose: LoopPose = { cx: 400, cy: 120, rx: 560, ry: 430, rot: rng.range(-8, 8), s: 2.6 };
      scene.add(drawBracelet(scene, spec, pose));
      return;
    }
    case 'plinth': {
      scene.add(plinth(scene, spec.ground, 400, 770, 300));
      scene.add(drawBracelet(scene, spec, { cx: 400, cy: 768, rx: 220, ry: 44, rot: 0, s: 0.95 }));
    }
  }
}
