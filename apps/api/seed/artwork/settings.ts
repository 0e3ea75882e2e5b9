import { clawPoints, gem3d, gemCrown, gemOutline, mini, pearl, type GemPlacement } from './gems.ts';
import { bead, frame, prong } from './metalwork.ts';
import { metalPaint, type Metal, type Stone } from './palette.ts';
import { n, type Scene } from './svg.ts';

/** Main-stone half-width in px for a carat weight at scale 1. */
export function stoneSize(carat: number | undefined): number {
  return 30 + 24 * Math.sqrt(Math.min(4, carat ?? 0.8));
}

/** A crown setting: back claws, the stone, front claws over the pavilion. */
export function setStone(
  scene: Scene,
  metal: Metal,
  g: GemPlacement,
  baseX: number,
  baseY: number,
  claws = 4,
): string {
  if (g.stone === 'pearl') {
    return (
      `<path d="M${n(baseX - g.size * 0.4)} ${n(baseY)}Q${n(baseX)} ${n(baseY + g.size * 0.25)} ${n(baseX + g.size * 0.4)} ${n(baseY)}L${n(baseX + g.size * 0.3)} ${n(baseY - g.size * 0.3)}H${n(baseX - g.size * 0.3)}Z" fill="${metalPaint(scene, metal, 'h')}"/>` +
      pearl(scene, g.cx, g.cy, g.size)
    );
  }
  const tips = clawPoints(g, claws);
  const w = Math.max(2, g.size * 0.07);
  const base = (x: number) => ({ x: baseX + (x - baseX) * 0.3, y: baseY });
  let back = '';
  let front = '';
  for (const tip of tips) {
    const p = prong(scene, metal, base(tip.x), tip, w * 1.3, w);
    if (tip.y < g.cy) back += p;
    else front += p;
  }
  const gallery = `<path d="M${n(baseX - g.size * 0.42)} ${n(baseY - g.size * 0.18)}Q${n(baseX)} ${n(baseY - g.size * 0.05)} ${n(baseX + g.size * 0.42)} ${n(baseY - g.size * 0.18)}L${n(baseX + g.size * 0.2)} ${n(baseY + w * 2)}H${n(baseX - g.size * 0.2)}Z" fill="${metalPaint(scene, metal, 'v')}"/>`;
  const tipsOnTop = tips
    .filter((t) => t.y < g.cy)
    .map((t) => bead(scene, metal, t.x, t.y, w * 1.35))
    .join('');
  return back + gallery + gem3d(scene, g) + tipsOnTop + front;
}

/** A halo of small stones round the main stone: back half, stone, front half. */
export function withHalo(
  scene: Scene,
  metal: Metal,
  accent: Stone,
  g: GemPlacement,
  centre: string,
): string {
  const outline = gemOutline(g, 1.32, 60);
  const ring = gemOutline(g, 1.32, Math.max(12, Math.min(30, Math.round(g.size * 0.3))));
  const r = (Math.PI * 2 * g.size * 1.32) / ring.length / 2.1;
  let back = frame(scene, metal, outline, r * 2.4);
  let front = '';
  for (const p of ring) {
    const m = mini(scene, accent, p.x, p.y, r, Math.max(0.5, g.tilt));
    if (p.y < g.cy) back += m;
    else front += m;
  }
  return back + centre + front;
}

/** A stone held by claws, seen from the front (used by studs, drops, pendants). */
export function clawSet(scene: Scene, metal: Metal, g: GemPlacement): string {
  if (g.stone === 'pearl') return gemCrown(scene, g);
  const claws = clawPoints(g, g.shape === 'round' ? 6 : 4)
    .map((p) => bead(scene, metal, p.x, p.y, Math.max(2.5, g.size * 0.085)))
    .join('');
  return gem3d(scene, g) + claws;
}

/** A stone in a rim of metal. */
export function bezelSet(scene: Scene, metal: Metal, g: GemPlacement): string {
  const width = Math.max(4, g.size * 0.16);
  return (
    frame(scene, metal, gemOutline(g, 1 + width / g.size / 2.2, g.size < 70 ? 24 : 36), width) +
    gemCrown(scene, g)
  );
}
