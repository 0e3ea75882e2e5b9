import { n, type Pt } from './svg.ts';

/** A chain of cubic Bézier segments, sampled so points can be placed by arc length. */
export class Curve {
  private readonly samples: Pt[] = [];
  private readonly lengths: number[] = [];
  readonly d: string;

  /** `points`: start, then (c1, c2, end) per segment. */
  constructor(points: readonly Pt[]) {
    const [start, ...rest] = points;
    if (!start || rest.length % 3 !== 0) throw new Error('Curve needs 1 + 3k points');
    let d = `M${n(start.x)} ${n(start.y)}`;
    let p0 = start;
    this.samples.push(start);
    this.lengths.push(0);
    for (let i = 0; i < rest.length; i += 3) {
      const c1 = rest[i] as Pt;
      const c2 = rest[i + 1] as Pt;
      const p1 = rest[i + 2] as Pt;
      d += `C${n(c1.x)} ${n(c1.y)} ${n(c2.x)} ${n(c2.y)} ${n(p1.x)} ${n(p1.y)}`;
      for (let k = 1; k <= 60; k++) {
        const t = k / 60;
        const u = 1 - t;
        const p = {
          x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p1.x,
          y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p1.y,
        };
        const prev = this.samples[this.samples.length - 1] as Pt;
        this.lengths.push(
          (this.lengths[this.lengths.length - 1] as number) +
            Math.hypot(p.x - prev.x, p.y - prev.y),
        );
        this.samples.push(p);
      }
      p0 = p1;
    }
    this.d = d;
  }

  get length(): number {
    return this.lengths[this.lengths.length - 1] as number;
  }

  /** The point at fraction `u` (0…1) of the length, and the tangent angle there (radians). */
  at(u: number): Pt & { angle: number } {
    const target = Math.max(0, Math.min(1, u)) * this.length;
    let lo = 0;
    let hi = this.lengths.length - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if ((this.lengths[mid] as number) < target) lo = mid;
      else hi = mid;
    }
    const a = this.samples[lo] as Pt;
    const b = this.samples[hi] as Pt;
    const la = this.lengths[lo] as number;
    const lb = this.lengths[hi] as number;
    const f = lb > la ? (target - la) / (lb - la) : 0;
    return {
      x: a.x + (b.x - a.x) * f,
      y: a.y + (b.y - a.y) * f,
      angle: Math.atan2(b.y - a.y, b.x - a.x),
    };
  }
}

/** A necklace's drape: from the upper left, down to `low`, back up to the upper right. */
export function drape(left: Pt, low: Pt, right: Pt, sag = 0.6): Curve {
  return new Curve([
    left,
    { x: left.x + (low.x - left.x) * 0.08, y: left.y + (low.y - left.y) * sag * 1.3 },
    { x: low.x - (low.x - left.x) * 0.45, y: low.y },
    low,
    { x: low.x + (right.x - low.x) * 0.45, y: low.y },
    { x: right.x - (right.x - low.x) * 0.08, y: right.y + (low.y - right.y) * sag * 1.3 },
    right,
  ]);
}
