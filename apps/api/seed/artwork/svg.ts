import type { Rng } from './random.ts';

export type Pt = { x: number; y: number };

/** Rounds for output: whole pixels for coordinates, one decimal below 10 (widths, small offsets). */
export function n(value: number): string {
  const rounded = Math.abs(value) < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** A colour with alpha as #rrggbbaa (shorter than a separate opacity attribute). */
export function alpha(colour: string, opacity: number): string {
  const a = Math.round(Math.max(0, Math.min(1, opacity)) * 255);
  return `${colour}${a.toString(16).padStart(2, '0')}`;
}

export function pts(points: readonly Pt[]): string {
  return points.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');
}

/** A closed path through the points. */
export function polyPath(points: readonly Pt[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${n(p.x)} ${n(p.y)}`).join('') + 'Z';
}

/**
 * One SVG document being drawn: body markup plus de-duplicated <defs>.
 * Gradients use objectBoundingBox units so one definition serves shapes of any size.
 */
export class Scene {
  private readonly defs = new Map<string, string>();
  private readonly body: string[] = [];

  /** Picks one of a few facet patterns, so stones differ between products. */
  readonly variant: number;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly rng: Rng,
  ) {
    this.variant = rng.int(0, 3);
  }

  add(markup: string): void {
    this.body.push(markup);
  }

  /** Registers a definition once and returns `url(#id)`. */
  def(id: string, build: () => string): string {
    if (!this.defs.has(id)) this.defs.set(id, build());
    return `url(#${id})`;
  }

  /** Registers a reusable symbol-like group and returns its id for <use href>. */
  defGroup(id: string, build: () => string): string {
    if (!this.defs.has(id)) this.defs.set(id, build());
    return id;
  }

  toString(): string {
    const defs = this.defs.size ? `<defs>${[...this.defs.values()].join('')}</defs>` : '';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.width} ${this.height}" ` +
      `width="${this.width}" height="${this.height}">${defs}${this.body.join('')}</svg>`
    );
  }
}

export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  x1 = 0,
  y1 = 0,
  x2 = 1,
  y2 = 1,
): string {
  return (
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
    stops.map(stopTag).join('') +
    '</linearGradient>'
  );
}

export function radialGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
  fx = cx,
  fy = cy,
): string {
  return (
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">` +
    stops.map(stopTag).join('') +
    '</radialGradient>'
  );
}

function stopTag([offset, color, opacity]: readonly [number, string, number?]): string {
  const op = opacity === undefined || opacity === 1 ? '' : ` stop-opacity="${opacity}"`;
  return `<stop offset="${offset}" stop-color="${color}"${op}/>`;
}

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift: number) => {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    return Math.round(ca + (cb - ca) * t);
  };
  const value = (channel(16) << 16) | (channel(8) << 8) | channel(0);
  return `#${value.toString(16).padStart(6, '0')}`;
}
