import { mini, type GemPlacement } from './gems.ts';
import { band, milgrain, type BandSpec } from './metalwork.ts';
import type { Stone } from './palette.ts';
import { setStone, stoneSize, withHalo } from './settings.ts';
import { n, type Scene } from './svg.ts';
import type { JewelSpec, Pose } from './types.ts';

export function stonesAlong(
  scene: Scene,
  b: BandSpec,
  stone: Stone,
  r: number,
  from: number,
  to: number,
): string {
  const rot = ((b.rot ?? 0) * Math.PI) / 180;
  const perimeterish = (Math.abs(to - from) * (b.rx + b.ry)) / 2;
  const count = Math.max(3, Math.floor(perimeterish / (r * 2.15)));
  let out = '';
  for (let i = 0; i <= count; i++) {
    const a = from + ((to - from) * i) / count;
    const x0 = b.rx * Math.cos(a);
    const y0 = b.ry * Math.sin(a);
    const x = b.cx + x0 * Math.cos(rot) - y0 * Math.sin(rot);
    const y = b.cy + x0 * Math.sin(rot) + y0 * Math.cos(rot);
    out += mini(scene, stone, x, y, r, 0.9);
  }
  return out;
}

/** A ring standing on its shank, seen from the front and a little above. */
export function drawRing(scene: Scene, spec: JewelSpec, pose: Pose): string {
  const s = pose.scale;
  const style = spec.style;
  const wide = style === 'band';
  const R = 178 * s;
  const thickness = (wide ? 30 : style === 'eternity' ? 26 : 19) * s;
  const width = (wide ? 96 : style === 'eternity' ? 70 : 58) * s;
  const b: BandSpec = {
    cx: pose.cx,
    cy: pose.cy,
    rx: R * Math.cos(pose.phi),
    ry: R,
    thickness,
    ox: width * Math.sin(pose.phi),
    oy: -width * 0.12,
    metal: spec.metal,
  };
  const accent = spec.accent ?? 'diamond';
  let out = band(scene, b);
  if (wide) out += milgrain(b, thickness * 0.44, 2.4 * s) + milgrain(b, -thickness * 0.44, 2.4 * s);
  if (style === 'eternity')
    out += stonesAlong(scene, b, spec.stone ?? 'diamond', thickness * 0.4, 0, Math.PI * 2 - 0.1);
  if (style === 'pave') {
    out += stonesAlong(scene, b, accent, thickness * 0.36, Math.PI * 1.12, Math.PI * 1.36);
    out += stonesAlong(scene, b, accent, thickness * 0.36, Math.PI * 1.64, Math.PI * 1.88);
  }
  if (wide || style === 'eternity' || !spec.stone) return wrap(out, pose);
  const headX = b.cx + b.ox / 2;
  const baseY = b.cy - b.ry - thickness * 0.35 + b.oy / 2;
  const size =
    stoneSize(spec.carat) *
    1.3 *
    s *
    (style === 'three-stone' ? 0.82 : style === 'toi-et-moi' ? 0.78 : 1);
  const stone = spec.stone;
  const depth = size * 0.95 * Math.sqrt(1 - pose.tilt * pose.tilt);
  const gem = (cx: number, size2: number, rot: number, shape = spec.shape): GemPlacement => ({
    cx,
    cy: baseY - Math.max(size2 * 0.35, depth * (size2 / size) * 0.85),
    size: size2,
    shape,
    stone,
    tilt: pose.tilt,
    rot,
    sparkle: 2,
  });
  const main = gem(headX, size, spec.shape === 'marquise' || spec.shape === 'pear' ? 90 : 0);
  if (style === 'pearl') {
    const p = { ...main, size: size * 1.05, cy: baseY - size * 0.95 };
    out += stonesAlong(scene, b, accent, thickness * 0.34, Math.PI * 1.3, Math.PI * 1.42);
    out += stonesAlong(scene, b, accent, thickness * 0.34, Math.PI * 1.58, Math.PI * 1.7);
    out += setStone(scene, spec.metal, p, headX, baseY);
  } else if (style === 'three-stone') {
    const side = size * 0.66;
    out += setStone(
      scene,
      spec.metal,
      { ...gem(headX - size * 1.45, side, 0, 'round'), cy: baseY - side * 0.6 },
      headX - size * 1.2,
      baseY + size * 0.25,
    );
    out += setStone(
      scene,
      spec.metal,
      { ...gem(headX + size * 1.45, side, 0, 'round'), cy: baseY - side * 0.6 },
      headX + size * 1.2,
      baseY + size * 0.25,
    );
    out += setStone(scene, spec.metal, main, headX, baseY);
  } else if (style === 'toi-et-moi') {
    out += setStone(
      scene,
      spec.metal,
      { ...gem(headX - size * 0.78, size, 150), sparkle: 1 },
      headX - size * 0.4,
      baseY,
      3,
    );
    out += setStone(
      scene,
      spec.metal,
      gem(headX + size * 0.78, size, -30, 'round'),
      headX + size * 0.4,
      baseY,
    );
  } else if (style === 'halo') {
    out += withHalo(
      scene,
      spec.metal,
      accent,
      main,
      setStone(scene, spec.metal, main, headX, baseY, 4),
    );
  } else {
    out += setStone(scene, spec.metal, main, headX, baseY, spec.shape === 'round' ? 6 : 4);
  }
  return wrap(out, pose);
}

function wrap(markup: string, pose: Pose): string {
  return pose.rot
    ? `<g transform="rotate(${n(pose.rot)} ${n(pose.cx)} ${n(pose.cy)})">${markup}</g>`
    : markup;
}
