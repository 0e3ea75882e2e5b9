import {
  GEMS,
  beadPaint,
  gemBodyPaint,
  glowPaint,
  pearlPaint,
  pearlSheenPaint,
  type Metal,
  type Stone,
} from './palette.ts';
import {
  LIGHT_ANGLE,
  TAU,
  gemDef,
  outlineUnit,
  pavilionDepth,
  placeDef,
  projector,
  type GemPlacement,
} from './facets.ts';
import { radiusAt } from './shapes.ts';
import { alpha, n, pts, type Pt, type Scene } from './svg.ts';

export type { Faceted, GemPlacement } from './facets.ts';

/** A faceted stone seen from above (tilt 1) or tipped (tilt < 1): crown only. */
export function gemCrown(scene: Scene, g: GemPlacement): string {
  if (g.stone === 'pearl') return pearl(scene, g.cx, g.cy, g.size);
  const stone = g.stone;
  return placeDef(gemDef(scene, { ...g, stone }, false), g) + sparkles(scene, g, projector(g));
}

/** Pavilion then crown: a stone seen from the front and above. */
export function gem3d(scene: Scene, g: GemPlacement): string {
  if (g.stone === 'pearl') return pearl(scene, g.cx, g.cy, g.size);
  const stone = g.stone;
  const withPavilion = pavilionDepth(g) >= 2;
  return (
    placeDef(gemDef(scene, { ...g, stone }, withPavilion), g) + sparkles(scene, g, projector(g))
  );
}

function sparkles(scene: Scene, g: GemPlacement, project: (p: Pt) => Pt): string {
  const count = g.sparkle ?? 0;
  if (count <= 0) return '';
  let out = '';
  const spots: Pt[] = [
    { x: -0.42, y: -0.5 },
    { x: 0.5, y: 0.12 },
    { x: -0.1, y: 0.62 },
    { x: 0.2, y: -0.3 },
  ];
  for (let i = 0; i < Math.min(count, spots.length); i++) {
    const p = project(spots[i] as Pt);
    const s = g.size * (i === 0 ? 0.62 : scene.rng.range(0.24, 0.4));
    out += spark(scene, p.x, p.y, Math.max(2, s), scene.rng.range(-12, 12));
  }
  return out;
}

/** A four-pointed star of light with a soft halo, drawn at radius 10. */
function sparkDef(scene: Scene): string {
  const glow = glowPaint(scene);
  return scene.defGroup(
    'spark',
    () =>
      `<g id="spark"><circle r="3.6" fill="${glow}"/><path d="M0-10L.7-.7 10 0 .7.7 0 10-.7.7-10 0-.7-.7Z" fill="#fff" opacity=".95"/>` +
      `<path d="M0-5L.5-.5 5 0 .5.5 0 5-.5.5-5 0-.5-.5Z" fill="#fff" transform="rotate(45)" opacity=".7"/></g>`,
  );
}

/** A pearl: lustrous body, a pink-green orient at the rim, a window reflection. */
export function pearl(scene: Scene, cx: number, cy: number, r: number): string {
  const glow = glowPaint(scene);
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${pearlPaint(scene)}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${pearlSheenPaint(scene)}"/>` +
    `<ellipse cx="${n(cx - r * 0.34)}" cy="${n(cy - r * 0.4)}" rx="${n(r * 0.3)}" ry="${n(r * 0.2)}" fill="${glow}" transform="rotate(-35 ${n(cx - r * 0.34)} ${n(cy - r * 0.4)})"/>` +
    `<path d="M${n(cx - r * 0.62)} ${n(cy + r * 0.5)}A${n(r * 0.85)} ${n(r * 0.85)} 0 0 0 ${n(cx + r * 0.55)} ${n(cy + r * 0.58)}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="${n(r * 0.06)}" stroke-linecap="round"/>`
  );
}

/** Reusable small stone (radius 10) for pavé, halos, eternity rows and tennis lines. */
export function miniDef(scene: Scene, stone: Stone): string {
  if (stone === 'pearl') {
    const body = pearlPaint(scene);
    const sheen = pearlSheenPaint(scene);
    const glow = glowPaint(scene);
    return scene.defGroup(
      'mini-pearl',
      () =>
        `<g id="mini-pearl"><circle r="10" fill="${body}"/><circle r="10" fill="${sheen}"/><ellipse cx="-3.4" cy="-4" rx="3" ry="2" fill="${glow}"/></g>`,
    );
  }
  const palette = GEMS[stone];
  const body = gemBodyPaint(scene, stone);
  // A pinwheel of facets round a small table: alternate light and dark, brighter to the upper left.
  const table: Pt[] = [];
  let light = '';
  let dark = '';
  for (let k = 0; k < 8; k++) {
    const a = (k / 8) * TAU + TAU / 16;
    table.push({ x: 4.6 * Math.cos(a), y: 4.6 * Math.sin(a) });
  }
  for (let k = 0; k < 16; k++) {
    const a0 = (k / 16) * TAU;
    const a1 = ((k + 1) / 16) * TAU;
    const t = table[Math.floor(k / 2)] as Pt;
    const tri = `M${n(t.x)} ${n(t.y)}L${n(10 * Math.cos(a0))} ${n(10 * Math.sin(a0))}L${n(10 * Math.cos(a1))} ${n(10 * Math.sin(a1))}Z`;
    const lit = Math.cos((a0 + a1) / 2 - LIGHT_ANGLE) + (k % 2 ? 0.6 : -0.6);
    if (lit > 0) light += tri;
    else dark += tri;
  }
  return scene.defGroup(
    `mini-${stone}`,
    () =>
      `<g id="mini-${stone}"><circle r="10" fill="${body}"/>` +
      `<path d="${light}" fill="${alpha(palette.light, 0.7)}"/><path d="${dark}" fill="${alpha(palette.dark, stone === 'diamond' ? 0.45 : 0.5)}"/>` +
      `<polygon points="${pts(table)}" fill="${alpha(palette.light, 0.3)}" stroke="${alpha(palette.light, 0.9)}" stroke-width=".5"/>` +
      `<circle cx="-3" cy="-3.4" r="1.8" fill="#fff"/>` +
      `<circle r="9.6" fill="none" stroke="${alpha(palette.dark, 0.45)}" stroke-width=".8"/></g>`,
  );
}

/** Places a small stone; `sy` squashes it for perspective, `rot` turns it (degrees). */
export function mini(
  scene: Scene,
  stone: Stone,
  x: number,
  y: number,
  r: number,
  sy = 1,
  rot = 0,
): string {
  const id = miniDef(scene, stone);
  const s = Math.round((r / 10) * 100) / 100;
  const sY = Math.round(s * sy * 100) / 100;
  const turn = rot ? ` rotate(${Math.round(rot)})` : '';
  return `<use href="#${id}" transform="translate(${n(x)} ${n(y)})${turn} scale(${s === sY ? s : `${s} ${sY}`})"/>`;
}

/** A small stone in a polished cup (tennis lines, rivières, stations). */
export function cupped(
  scene: Scene,
  metal: Metal,
  stone: Stone,
  x: number,
  y: number,
  r: number,
  sy = 1,
): string {
  const id = scene.defGroup(`cup-${metal}-${stone}`, () => {
    const inner = miniDef(scene, stone);
    return `<g id="cup-${metal}-${stone}"><circle r="11.8" fill="${beadPaint(scene, metal)}"/><use href="#${inner}"/></g>`;
  });
  const s = Math.round((r / 10) * 100) / 100;
  const sY = Math.round(s * sy * 100) / 100;
  return `<use href="#${id}" transform="translate(${n(x)} ${n(y)}) scale(${s === sY ? s : `${s} ${sY}`})"/>`;
}

export function spark(scene: Scene, x: number, y: number, size: number, rotate = 0): string {
  const id = sparkDef(scene);
  return `<use href="#${id}" transform="translate(${n(x)} ${n(y)}) scale(${Math.round((size / 10) * 100) / 100}) rotate(${Math.round(rotate)})"/>`;
}

/** Outline of a stone on the canvas, for bezels and halos. */
export function gemOutline(g: GemPlacement, grow = 1, count = 40): Pt[] {
  const project = projector({ ...g, size: g.size * grow });
  return outlineUnit(g.shape, count).map(project);
}

/** Radius of the outline along an angle, in px (for placing claws). */
export function clawPoints(g: GemPlacement, count: number): Pt[] {
  const project = projector(g);
  const out: Pt[] = [];
  const offset = g.shape === 'princess' || g.shape === 'emerald' ? Math.PI / 4 : 0;
  const angles =
    g.shape === 'pear'
      ? [-Math.PI / 2, Math.PI / 6, (5 * Math.PI) / 6]
      : g.shape === 'marquise'
        ? [-Math.PI / 2, Math.PI / 2, 0, Math.PI]
        : Array.from(
            { length: count },
            (_, i) => offset + (i / count) * TAU - Math.PI / 2 + Math.PI / count,
          );
  for (const a of angles) {
    const r = radiusAt(g.shape, a) * 0.97;
    out.push(project({ x: r * Math.cos(a), y: r * Math.sin(a) }));
  }
  return out;
}
