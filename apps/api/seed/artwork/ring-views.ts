import { clawPoints, gem3d, spark, type GemPlacement } from './gems.ts';
import { band, bead, milgrain, type BandSpec } from './metalwork.ts';
import type { Rng } from './random.ts';
import { drawRing, stonesAlong } from './ring.ts';
import { setStone, withHalo } from './settings.ts';
import { plinth, shadow } from './stage.ts';
import type { Scene } from './svg.ts';
import type { JewelSpec, Pose } from './types.ts';

/** Close-up: the stone face-up and large, the shoulders running out of frame. */
export function ringDetail(scene: Scene, spec: JewelSpec, pose: Pose): string {
  const style = spec.style;
  const b: BandSpec = {
    cx: pose.cx,
    cy: pose.cy + 600,
    rx: 330,
    ry: 560,
    thickness: style === 'band' ? 120 : 64,
    ox: 40,
    oy: -26,
    metal: spec.metal,
    rot: pose.rot * 0.5,
  };
  let out = band(scene, b);
  const accent = spec.accent ?? 'diamond';
  if (style === 'band') out += milgrain(b, 52, 5) + milgrain(b, -52, 5);
  if (style === 'eternity' || style === 'pave') {
    out += stonesAlong(
      scene,
      b,
      style === 'eternity' ? (spec.stone ?? 'diamond') : accent,
      24,
      Math.PI * 1.05,
      Math.PI * 1.95,
    );
  }
  if (!spec.stone || style === 'band' || style === 'eternity') {
    return out + spark(scene, pose.cx - 180, pose.cy - 40, 40, 10);
  }
  const size = style === 'pearl' ? 190 : 170 + 25 * Math.min(1, (spec.carat ?? 1) / 2);
  const g: GemPlacement = {
    cx: pose.cx,
    cy: pose.cy - 60,
    size,
    shape: spec.shape,
    stone: spec.stone,
    tilt: pose.tilt,
    rot: pose.rot + (spec.shape === 'pear' || spec.shape === 'marquise' ? 0 : 0),
    sparkle: 4,
  };
  if (style === 'pearl') return out + setStone(scene, spec.metal, g, g.cx, g.cy + size * 0.9);
  const claws = clawPoints(g, spec.shape === 'round' ? 6 : 4)
    .map((p) => bead(scene, spec.metal, p.x, p.y, 13))
    .join('');
  const centre = gem3d(scene, g) + claws;
  return out + (style === 'halo' ? withHalo(scene, spec.metal, accent, g, centre) : centre);
}

export function side(rng: Rng): number {
  return rng.chance(0.5) ? 1 : -1;
}

/** The four views of a ring. */
export function ringPicture(scene: Scene, spec: JewelSpec, rng: Rng): void {
  switch (spec.view) {
    case 'front': {
      const pose: Pose = {
        cx: 400,
        cy: 600,
        scale: 1.2,
        rot: rng.range(-5, 5),
        phi: rng.range(0.35, 0.55),
        tilt: 0.5,
      };
      scene.add(shadow(scene, 420, 832, 270, 30));
      scene.add(drawRing(scene, spec, pose));
      return;
    }
    case 'angled': {
      const turn = side(rng);
      const pose: Pose = {
        cx: 400 - turn * 20,
        cy: 600,
        scale: 1.12,
        rot: turn * rng.range(20, 28),
        phi: rng.range(1.0, 1.15),
        tilt: 0.66,
      };
      scene.add(shadow(scene, 410, 828, 230, 34));
      scene.add(drawRing(scene, spec, pose));
      return;
    }
    case 'detail': {
      const pose: Pose = {
        cx: 400,
        cy: 470,
        scale: 1,
        rot: rng.range(-14, 14),
        phi: 0,
        tilt: 0.86,
      };
      scene.add(ringDetail(scene, spec, pose));
      return;
    }
    case 'plinth': {
      scene.add(plinth(scene, spec.ground, 400, 800, 270));
      const pose: Pose = {
        cx: 400,
        cy: 650,
        scale: 0.8,
        rot: rng.range(-4, 4),
        phi: rng.range(0.4, 0.7),
        tilt: 0.5,
      };
      scene.add(shadow(scene, 410, 802, 160, 16));
      scene.add(drawRing(scene, spec, pose));
    }
  }
}
