import { GEMS, gemBodyPaint, glowPaint, type Stone } from './palette.ts';
import { createRng, type Rng } from './random.ts';
import { shapePoint, stepOutline, type Shape } from './shapes.ts';
import { alpha, mix, n, polyPath, type Pt, type Scene } from './svg.ts';

export type Faceted = Exclude<Stone, 'pearl'>;

export type GemPlacement = {
  cx: number;
  cy: number;
  /** Half the width of the stone in px (the outline's unit). */
  size: number;
  shape: Shape;
  stone: Stone;
  /** 1 = seen face-up; smaller = tipped away, so the pavilion shows below. */
  tilt: number;
  /** Rotation in the stone's own plane, degrees. */
  rot?: number;
  /** How many sparkles to add (0 for none). */
  sparkle?: number;
};

export const LIGHT_ANGLE = (-3 * Math.PI) / 4;
export const TAU = Math.PI * 2;

/** Projects a unit-space point of the stone to the canvas. */
export function projector(g: GemPlacement): (p: Pt) => Pt {
  const r = ((g.rot ?? 0) * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  return (p) => ({
    x: g.cx + (p.x * cos - p.y * sin) * g.size,
    y: g.cy + (p.x * sin + p.y * cos) * g.size * g.tilt,
  });
}

/** Facets of a brilliant cut (table, star, kite, upper-girdle), in unit space. */
function brilliantFacets(shape: Shape, simple: boolean): Pt[][] {
  const k = 8;
  const step = TAU / k;
  const base = -Math.PI / 2;
  const T = (i: number) => shapePoint(shape, base + i * step, 0.5);
  const S = (i: number) => shapePoint(shape, base + i * step + step / 2, 0.78);
  const G = (i: number) => shapePoint(shape, base + i * step, 1);
  const H = (i: number) => shapePoint(shape, base + i * step + step / 2, 1);
  const facets: Pt[][] = [];
  const table: Pt[] = [];
  for (let i = 0; i < k; i++) table.push(T(i));
  facets.push(table);
  for (let i = 0; i < k; i++) {
    facets.push([T(i), T(i + 1), S(i)]);
    facets.push([T(i), S(i), G(i), S(i - 1)]);
    if (simple) {
      facets.push([S(i), G(i), H(i), G(i + 1)]);
    } else {
      facets.push([S(i), G(i), H(i)]);
      facets.push([S(i), H(i), G(i + 1)]);
    }
  }
  return facets;
}

/** Facets of a step cut: concentric bands around a rectangular table. */
function stepFacets(): Pt[][] {
  const outline = stepOutline();
  const rings = [1, 0.82, 0.66, 0.52].map((s) => outline.map((p) => ({ x: p.x * s, y: p.y * s })));
  const facets: Pt[][] = [rings[3] as Pt[]];
  for (let r = 0; r < 3; r++) {
    const outer = rings[r] as Pt[];
    const inner = rings[r + 1] as Pt[];
    for (let i = 0; i < outer.length; i++) {
      const j = (i + 1) % outer.length;
      facets.push([outer[i] as Pt, outer[j] as Pt, inner[j] as Pt, inner[i] as Pt]);
    }
  }
  return facets;
}

const facetCache = new Map<string, Pt[][]>();
/** Smaller stones get fewer facets: the detail would not show, and the file stays small. */
function facetsFor(shape: Shape, size: number): Pt[][] {
  const simple = size < 70;
  const key = `${shape}${simple ? '-s' : ''}`;
  let f = facetCache.get(key);
  if (!f) {
    f = shape === 'emerald' ? stepFacets() : brilliantFacets(shape, simple);
    facetCache.set(key, f);
  }
  return f;
}

export function outlineUnit(shape: Shape, count = 40): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < count; i++) out.push(shapePoint(shape, (i / count) * TAU - Math.PI / 2, 1));
  return out;
}

/** Light or dark overlay for one facet: lit from the upper left, with some scatter. */
function facetFill(centroid: Pt, stone: Faceted, rng: Rng, index: number): string | null {
  const palette = GEMS[stone];
  const angle = Math.atan2(centroid.y, centroid.x);
  const towardLight = Math.cos(angle - LIGHT_ANGLE);
  const b = 0.5 + 0.26 * towardLight + (rng.next() - 0.5) * 0.62 + (index % 2 ? 0.05 : -0.05);
  if (stone === 'diamond' && rng.chance(0.14)) return alpha(rng.pick(palette.fire), 0.55);
  if (b > 0.56) return alpha(palette.light, Math.min(0.85, (b - 0.56) * 2.1));
  if (b < 0.44)
    return alpha(palette.dark, Math.min(0.72, (0.44 - b) * (stone === 'diamond' ? 1.6 : 1.35)));
  return null;
}

const UNIT = 100;

/** Face-up stones are drawn unrotated and turned by the <use>, so every angle shares one drawing. */
function faceUp(g: GemPlacement): boolean {
  return g.tilt >= 0.999;
}

function defKey(g: GemPlacement, withPavilion: boolean, variant: number): string {
  const simple = g.size < 70 ? 's' : 'f';
  const tilt = Math.round(g.tilt * 100);
  const rot = faceUp(g) ? 0 : Math.round(g.rot ?? 0);
  return `gem-${g.stone}-${g.shape}-${tilt}-${rot}-${simple}${withPavilion ? 'p' : ''}${variant}`;
}

/**
 * Draws a stone once, at size 100 around the origin, into <defs>; each placement is then a
 * <use> with translate + scale. Stones of the same cut within one picture share a drawing.
 */
export function gemDef(
  scene: Scene,
  g: GemPlacement & { stone: Faceted },
  withPavilion: boolean,
): string {
  const id = defKey(g, withPavilion, scene.variant);
  return scene.defGroup(id, () => {
    const unit: GemPlacement & { stone: Faceted } = {
      ...g,
      cx: 0,
      cy: 0,
      size: UNIT,
      rot: faceUp(g) ? 0 : g.rot,
    };
    const rng = createRng(id);
    const body = (withPavilion ? pavilion(unit) : '') + crown(scene, unit, g.size < 70, rng);
    return `<g id="${id}">${body}</g>`;
  });
}

function crown(
  scene: Scene,
  g: GemPlacement & { stone: Faceted },
  simple: boolean,
  rng: Rng,
): string {
  const stone = g.stone;
  const palette = GEMS[stone];
  const project = projector(g);
  const outline = polyPath(outlineUnit(g.shape, simple ? 28 : 40).map(project));
  const facets = facetsFor(g.shape, simple ? 0 : UNIT);
  let facetPaths = '';
  facets.forEach((facet, i) => {
    const c = facet.reduce(
      (acc, p) => ({ x: acc.x + p.x / facet.length, y: acc.y + p.y / facet.length }),
      { x: 0, y: 0 },
    );
    const fill = i === 0 ? tableFill(stone) : facetFill(c, stone, rng, i);
    facetPaths += `<path d="${polyPath(facet.map(project))}"${fill ? ` fill="${fill}"` : ''}/>`;
  });
  const hl = project({ x: -0.28, y: -0.32 });
  return (
    `<path d="${outline}" fill="${gemBodyPaint(scene, stone)}"/>` +
    `<g fill="none" stroke="${alpha(palette.light, 0.5)}" stroke-width="1.4" stroke-linejoin="round">${facetPaths}</g>` +
    `<path d="${outline}" fill="none" stroke="${alpha(palette.dark, 0.45)}" stroke-width="2"/>` +
    `<ellipse cx="${n(hl.x)}" cy="${n(hl.y)}" rx="34" ry="${n(20 * g.tilt)}" fill="${glowPaint(scene)}" opacity=".55" transform="rotate(-30 ${n(hl.x)} ${n(hl.y)})"/>`
  );
}

export function pavilionDepth(g: GemPlacement): number {
  return (
    g.size * (g.shape === 'emerald' ? 0.75 : 0.95) * Math.sqrt(Math.max(0, 1 - g.tilt * g.tilt))
  );
}

/** The cone under the girdle, seen when the stone is tipped towards the viewer. */
function pavilion(g: GemPlacement & { stone: Faceted }): string {
  const project = projector(g);
  const palette = GEMS[g.stone];
  const culet = { x: g.cx, y: g.cy + pavilionDepth(g) };
  const girdle = outlineUnit(g.shape, g.size < 70 ? 16 : 24).map(project);
  let tris = '';
  let edges = '';
  girdle.forEach((p, i) => {
    const q = girdle[(i + 1) % girdle.length] as Pt;
    if (p.y < g.cy - 0.02 * g.size && q.y < g.cy - 0.02 * g.size) return;
    const mx = ((p.x + q.x) / 2 - g.cx) / g.size;
    const light = 0.5 - 0.45 * mx + (i % 2 ? 0.12 : -0.12);
    const colour =
      g.stone === 'diamond'
        ? mix('#f4f8fb', '#5b6f82', Math.min(1, Math.max(0, 1 - light)))
        : mix(palette.body[1], palette.body[3], Math.min(1, Math.max(0, 1.05 - light)));
    tris += `<path d="M${n(culet.x)} ${n(culet.y)}L${n(p.x)} ${n(p.y)}L${n(q.x)} ${n(q.y)}Z" fill="${colour}"/>`;
    edges += `M${n(culet.x)} ${n(culet.y)}L${n(p.x)} ${n(p.y)}`;
  });
  return tris + `<path d="${edges}" stroke="${alpha(palette.light, 0.35)}" stroke-width="1.2"/>`;
}

export function placeDef(id: string, g: GemPlacement): string {
  const k = Math.round((g.size / UNIT) * 1000) / 1000;
  const turn = faceUp(g) && g.rot ? ` rotate(${Math.round(g.rot)})` : '';
  return `<use href="#${id}" transform="translate(${n(g.cx)} ${n(g.cy)})${turn} scale(${k})"/>`;
}

function tableFill(stone: Faceted): string {
  return stone === 'diamond' ? alpha('#dfe8f0', 0.55) : alpha(GEMS[stone].body[1], 0.35);
}
