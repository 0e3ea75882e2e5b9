import { METAL_TONE, beadPaint, metalPaint, type Metal } from './palette.ts';
import { n, type Pt, type Scene } from './svg.ts';

export type BandSpec = {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** Stroke width: the band's thickness as seen. */
  thickness: number;
  /** Offset of the far rim from the near rim: how much of the band's width shows. */
  ox: number;
  oy: number;
  metal: Metal;
  /** Degrees, around (cx, cy). */
  rot?: number;
  /** For open shapes (cuffs): start and end angle in radians, drawn clockwise. */
  arc?: readonly [number, number];
};

function ellipseOrArc(
  b: BandSpec,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  attrs: string,
): string {
  if (!b.arc) return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${attrs}/>`;
  const [a0, a1] = b.arc;
  const p0 = { x: cx + rx * Math.cos(a0), y: cy + ry * Math.sin(a0) };
  const p1 = { x: cx + rx * Math.cos(a1), y: cy + ry * Math.sin(a1) };
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return `<path d="M${n(p0.x)} ${n(p0.y)}A${n(rx)} ${n(ry)} 0 ${large} 1 ${n(p1.x)} ${n(p1.y)}" ${attrs}/>`;
}

function arcPath(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number): string {
  const p0 = { x: cx + rx * Math.cos(a0), y: cy + ry * Math.sin(a0) };
  const p1 = { x: cx + rx * Math.cos(a1), y: cy + ry * Math.sin(a1) };
  return `M${n(p0.x)} ${n(p0.y)}A${n(rx)} ${n(ry)} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${n(p1.x)} ${n(p1.y)}`;
}

/** A solid polished band: the far rim, the surface between (stacked strokes), then the near rim. */
export function band(scene: Scene, b: BandSpec): string {
  const dist = Math.hypot(b.ox, b.oy);
  const steps = Math.max(1, Math.min(10, Math.round(dist / 4)));
  const caps = b.arc ? ' stroke-linecap="round"' : '';
  const back = metalPaint(scene, b.metal, 'back');
  let out = '';
  for (let i = steps; i >= 1; i--) {
    const k = i / steps;
    out += ellipseOrArc(
      b,
      b.cx + b.ox * k,
      b.cy + b.oy * k,
      b.rx,
      b.ry,
      `fill="none" stroke="${i === steps ? back : metalPaint(scene, b.metal, 'b')}" stroke-width="${n(b.thickness)}"${caps}`,
    );
  }
  out += ellipseOrArc(
    b,
    b.cx,
    b.cy,
    b.rx,
    b.ry,
    `fill="none" stroke="${metalPaint(scene, b.metal, 'a')}" stroke-width="${n(b.thickness)}"${caps}`,
  );
  const tone = METAL_TONE[b.metal];
  const inner = b.thickness * 0.5;
  const [s0, s1] = b.arc ?? [0, Math.PI * 2];
  const clampArc = (a0: number, a1: number): [number, number] | null => {
    const lo = Math.max(a0, s0);
    const hi = Math.min(a1, s1);
    return hi - lo > 0.05 ? [lo, hi] : null;
  };
  const spec1 = clampArc(Math.PI * 1.05, Math.PI * 1.62);
  const spec2 = clampArc(Math.PI * 0.08, Math.PI * 0.42);
  if (spec1)
    out += `<path d="${arcPath(b.cx, b.cy, b.rx + b.thickness * 0.16, b.ry + b.thickness * 0.16, spec1[0], spec1[1])}" fill="none" stroke="#fff" stroke-opacity=".75" stroke-width="${n(Math.max(1.2, b.thickness * 0.13))}" stroke-linecap="round"/>`;
  if (spec2)
    out += `<path d="${arcPath(b.cx, b.cy, b.rx - b.thickness * 0.2, b.ry - b.thickness * 0.2, spec2[0], spec2[1])}" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="${n(Math.max(1, b.thickness * 0.1))}" stroke-linecap="round"/>`;
  out += ellipseOrArc(
    b,
    b.cx,
    b.cy,
    b.rx - inner,
    b.ry - inner,
    `fill="none" stroke="${tone.dark}" stroke-opacity=".3" stroke-width="1.2"`,
  );
  return b.rot ? `<g transform="rotate(${n(b.rot)} ${n(b.cx)} ${n(b.cy)})">${out}</g>` : out;
}

/** Milgrain: a row of tiny beads along an ellipse. */
export function milgrain(b: BandSpec, offset: number, size: number): string {
  const tone = METAL_TONE[b.metal];
  const attrs = `fill="none" stroke="${tone.light}" stroke-width="${n(size)}" stroke-linecap="round" stroke-dasharray="0.1 ${n(size * 1.9)}"`;
  const out = ellipseOrArc(b, b.cx, b.cy, b.rx + offset, b.ry + offset, attrs);
  return b.rot ? `<g transform="rotate(${n(b.rot)} ${n(b.cx)} ${n(b.cy)})">${out}</g>` : out;
}

export function bead(scene: Scene, metal: Metal, x: number, y: number, r: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${beadPaint(scene, metal)}"/>`;
}

/** A tapered claw from the setting's base up to the stone, finished with a bead. */
export function prong(
  scene: Scene,
  metal: Metal,
  base: Pt,
  tip: Pt,
  w0: number,
  w1: number,
): string {
  const dx = tip.x - base.x;
  const dy = tip.y - base.y;
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  const d =
    `M${n(base.x + nx * w0)} ${n(base.y + ny * w0)}L${n(tip.x + nx * w1)} ${n(tip.y + ny * w1)}` +
    `L${n(tip.x - nx * w1)} ${n(tip.y - ny * w1)}L${n(base.x - nx * w0)} ${n(base.y - ny * w0)}Z`;
  return (
    `<path d="${d}" fill="${metalPaint(scene, metal, 'h')}"/>` +
    bead(scene, metal, tip.x, tip.y, w1 * 1.35)
  );
}

/** A fine cable chain along a path: dark core, bright links, a glint on each link. */
export function chain(metal: Metal, d: string, weight: number): string {
  const tone = METAL_TONE[metal];
  const dash = `${n(weight * 1.7)} ${n(weight * 0.9)}`;
  return (
    `<path d="${d}" fill="none" stroke="${tone.dark}" stroke-width="${n(weight * 1.25)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${tone.base}" stroke-width="${n(weight)}" stroke-dasharray="${dash}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${tone.light}" stroke-width="${n(weight * 0.4)}" stroke-dasharray="${dash}" stroke-linecap="round"/>`
  );
}

/** A closed outline (bezel or halo frame) in polished metal. */
export function frame(scene: Scene, metal: Metal, outline: readonly Pt[], width: number): string {
  const d = outline.map((p, i) => `${i ? 'L' : 'M'}${n(p.x)} ${n(p.y)}`).join('') + 'Z';
  return (
    `<path d="${d}" fill="none" stroke="${metalPaint(scene, metal, 'a')}" stroke-width="${n(width)}" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="${n(Math.max(0.8, width * 0.15))}" stroke-linejoin="round"/>`
  );
}
