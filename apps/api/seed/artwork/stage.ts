import { GROUND_TONES, shadowPaint, type Ground } from './palette.ts';
import { linearGradient, mix, n, radialGradient, type Scene } from './svg.ts';

/** The soft studio ground: a lit centre, warm edges, a hint of tabletop and window light. */
export function ground(scene: Scene, tone: Ground, lightX = 0.45): void {
  const t = GROUND_TONES[tone];
  const { width: w, height: h } = scene;
  const bg = scene.def(`bg-${tone}`, () =>
    radialGradient(
      `bg-${tone}`,
      [
        [0, t.centre],
        [0.55, mix(t.centre, t.edge, 0.35)],
        [1, t.edge],
      ],
      lightX,
      0.38,
      0.85,
    ),
  );
  const floor = scene.def(`floor-${tone}`, () =>
    linearGradient(
      `floor-${tone}`,
      [
        [0, t.edge, 0],
        [0.5, t.edge, 0.35],
        [1, mix(t.edge, '#8a7560', 0.12), 0.8],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  const beam = scene.def('beam', () =>
    linearGradient(
      'beam',
      [
        [0, '#ffffff', 0.55],
        [1, '#ffffff', 0],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  scene.add(`<rect width="${w}" height="${h}" fill="${bg}"/>`);
  scene.add(`<rect y="${n(h * 0.6)}" width="${w}" height="${n(h * 0.4)}" fill="${floor}"/>`);
  scene.add(
    `<path d="M${n(w * 0.05)} 0H${n(w * 0.42)}L${n(w * 0.95)} ${n(h)}H${n(w * 0.55)}Z" fill="${beam}" opacity=".35"/>`,
  );
}

/** A soft contact shadow. */
export function shadow(scene: Scene, cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${shadowPaint(scene)}"/>`;
}

/** A round display plinth whose top surface is centred on (cx, top). */
export function plinth(scene: Scene, tone: Ground, cx: number, top: number, rx: number): string {
  const t = GROUND_TONES[tone];
  const ry = rx * 0.18;
  const bottom = scene.height + 40;
  const side = scene.def(`plinth-side-${tone}`, () =>
    linearGradient(
      `plinth-side-${tone}`,
      [
        [0, mix(t.plinth, '#7b6a58', 0.18)],
        [0.35, mix(t.plinth, '#ffffff', 0.5)],
        [0.7, t.plinth],
        [1, mix(t.plinth, '#6b5a48', 0.28)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  const topPaint = scene.def(`plinth-top-${tone}`, () =>
    radialGradient(
      `plinth-top-${tone}`,
      [
        [0, '#ffffff'],
        [0.7, mix(t.plinth, '#ffffff', 0.4)],
        [1, mix(t.plinth, '#8a7660', 0.15)],
      ],
      0.45,
      0.4,
      0.7,
    ),
  );
  return (
    shadow(scene, cx + rx * 0.15, bottom - 30, rx * 1.5, 60) +
    `<path d="M${n(cx - rx)} ${n(top)}V${n(bottom)}H${n(cx + rx)}V${n(top)}Z" fill="${side}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(rx)}" ry="${n(ry)}" fill="${topPaint}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="1.5"/>`
  );
}

/** A velvet display bust (neck and shoulders) for necklaces and pendants. */
export function bust(scene: Scene, tone: Ground): string {
  const t = GROUND_TONES[tone];
  const velvet = scene.def(`velvet-${tone}`, () =>
    linearGradient(
      `velvet-${tone}`,
      [
        [0, mix(t.edge, '#5e4d3d', 0.22)],
        [0.42, mix(t.edge, '#ffffff', 0.25)],
        [0.78, mix(t.edge, '#5e4d3d', 0.06)],
        [1, mix(t.edge, '#4a3a2c', 0.28)],
      ],
      0,
      0,
      1,
      0.2,
    ),
  );
  const { width: w, height: h } = scene;
  const cx = w / 2;
  const neck = w * 0.16;
  return (
    shadow(scene, cx, h * 0.98, w * 0.55, 50) +
    `<path d="M${n(cx - neck)} -10V${n(h * 0.22)}C${n(cx - neck)} ${n(h * 0.34)} ${n(cx - w * 0.3)} ${n(h * 0.36)} ${n(cx - w * 0.45)} ${n(h * 0.44)}` +
    `C${n(cx - w * 0.56)} ${n(h * 0.5)} ${n(cx - w * 0.6)} ${n(h * 0.7)} ${n(cx - w * 0.62)} ${n(h + 10)}H${n(cx + w * 0.62)}` +
    `C${n(cx + w * 0.6)} ${n(h * 0.7)} ${n(cx + w * 0.56)} ${n(h * 0.5)} ${n(cx + w * 0.45)} ${n(h * 0.44)}` +
    `C${n(cx + w * 0.3)} ${n(h * 0.36)} ${n(cx + neck)} ${n(h * 0.34)} ${n(cx + neck)} ${n(h * 0.22)}V-10Z" fill="${velvet}"/>` +
    `<path d="M${n(cx - neck)} ${n(h * 0.22)}C${n(cx - neck * 0.6)} ${n(h * 0.27)} ${n(cx + neck * 0.6)} ${n(h * 0.27)} ${n(cx + neck)} ${n(h * 0.22)}" fill="none" stroke="#000" stroke-opacity=".06" stroke-width="6"/>`
  );
}

/** The shadow of an open loop (a bracelet lying flat): a soft ring, not a disc. */
export function loopShadow(cx: number, cy: number, rx: number, ry: number, width: number): string {
  const e = `cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="#3b2c1e"`;
  return (
    `<ellipse ${e} stroke-opacity=".05" stroke-width="${n(width * 2.2)}"/>` +
    `<ellipse ${e} stroke-opacity=".07" stroke-width="${n(width)}"/>`
  );
}

/** The soft shadow a chain casts on the surface beneath it. */
export function pathShadow(d: string, dx: number, dy: number, width: number): string {
  const attrs = `d="${d}" fill="none" stroke="#3b2c1e" stroke-linecap="round" transform="translate(${n(dx)} ${n(dy)})"`;
  return `<path ${attrs} stroke-opacity=".04" stroke-width="${n(width * 2.4)}"/><path ${attrs} stroke-opacity=".07" stroke-width="${n(width)}"/>`;
}
