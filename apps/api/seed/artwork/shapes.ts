import type { Pt } from './svg.ts';

export const SHAPES = ['round', 'oval', 'princess', 'pear', 'emerald', 'marquise'] as const;
export type Shape = (typeof SHAPES)[number];

/** Each cut as a dense polygon in unit space (y down), centred where the facets meet. */
function outlinePolygon(shape: Shape): Pt[] {
  const count = 160;
  const out: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const t = (i / count) * Math.PI * 2;
    switch (shape) {
      case 'round':
        out.push({ x: Math.cos(t), y: Math.sin(t) });
        break;
      case 'oval':
        out.push({ x: 0.74 * Math.cos(t), y: Math.sin(t) });
        break;
      case 'marquise': {
        // A vesica: two circular arcs (radius 1.25, centres ±0.75) meeting in points.
        const half = count / 2;
        const a0 = Math.acos(0.6);
        const a = -a0 + ((i % half) / half) * 2 * a0;
        const side = i < half ? 1 : -1;
        out.push({ x: side * (-0.75 + 1.25 * Math.cos(a)), y: side * 1.25 * Math.sin(a) });
        break;
      }
      case 'pear': {
        const x = 0.84 * Math.sin(t) * Math.sin(t / 2);
        out.push({ x, y: -Math.cos(t) * 0.98 - 0.16 });
        break;
      }
      case 'princess':
        return [
          { x: -0.78, y: -0.78 },
          { x: 0.78, y: -0.78 },
          { x: 0.78, y: 0.78 },
          { x: -0.78, y: 0.78 },
        ];
      case 'emerald': {
        const w = 0.66;
        const h = 0.92;
        const k = 0.2;
        return [
          { x: -w + k, y: -h },
          { x: w - k, y: -h },
          { x: w, y: -h + k },
          { x: w, y: h - k },
          { x: w - k, y: h },
          { x: -w + k, y: h },
          { x: -w, y: h - k },
          { x: -w, y: -h + k },
        ];
      }
    }
  }
  return out;
}

function cross(a: Pt, b: Pt): number {
  return a.x * b.y - a.y * b.x;
}

const TABLE_SIZE = 720;
const radiusTables = new Map<Shape, Float64Array>();

/** Distance from the centre to the outline along `angle` (radians). */
export function radiusAt(shape: Shape, angle: number): number {
  let table = radiusTables.get(shape);
  if (!table) {
    const poly = outlinePolygon(shape);
    table = new Float64Array(TABLE_SIZE);
    for (let i = 0; i < TABLE_SIZE; i++) {
      const a = (i / TABLE_SIZE) * Math.PI * 2;
      const d = { x: Math.cos(a), y: Math.sin(a) };
      let best = 0;
      for (let j = 0; j < poly.length; j++) {
        const p = poly[j] as Pt;
        const q = poly[(j + 1) % poly.length] as Pt;
        const e = { x: q.x - p.x, y: q.y - p.y };
        const denom = cross(d, e);
        if (Math.abs(denom) < 1e-12) continue;
        const t = cross(p, e) / denom;
        const s = cross(p, d) / denom;
        if (t > 0 && s >= -1e-9 && s <= 1 + 1e-9) best = Math.max(best, t);
      }
      table[i] = best;
    }
    radiusTables.set(shape, table);
  }
  const turn = (((angle / (Math.PI * 2)) % 1) + 1) % 1;
  const pos = turn * TABLE_SIZE;
  const i = Math.floor(pos) % TABLE_SIZE;
  const f = pos - Math.floor(pos);
  return (table[i] as number) * (1 - f) + (table[(i + 1) % TABLE_SIZE] as number) * f;
}

/** A point at `rho` (0 centre … 1 girdle) of the way out along `angle`. */
export function shapePoint(shape: Shape, angle: number, rho: number): Pt {
  const r = radiusAt(shape, angle) * rho;
  return { x: r * Math.cos(angle), y: r * Math.sin(angle) };
}

/** Corner points for the step-cut (emerald) outline, for drawing its concentric steps. */
export function stepOutline(): Pt[] {
  return outlinePolygon('emerald');
}
