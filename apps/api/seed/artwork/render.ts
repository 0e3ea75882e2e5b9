import { banglePicture } from './bangle.ts';
import { braceletPicture } from './bracelet.ts';
import { earringsPicture } from './earrings.ts';
import { necklacePicture } from './necklace.ts';
import { pendantPicture } from './pendant.ts';
import { createRng } from './random.ts';
import { ringPicture } from './ring-views.ts';
import { ground } from './stage.ts';
import { Scene } from './svg.ts';
import type { JewelSpec } from './types.ts';

export const PRODUCT_WIDTH = 800;
export const PRODUCT_HEIGHT = 1000;

/** Draws one product picture: an 800×1000 portrait, like the product card. */
export function renderJewelSvg(spec: JewelSpec): string {
  const rng = createRng(`${spec.seed}|${spec.view}`);
  const scene = new Scene(PRODUCT_WIDTH, PRODUCT_HEIGHT, rng);
  ground(scene, spec.ground, rng.range(0.35, 0.6));
  switch (spec.type) {
    case 'earrings':
      earringsPicture(scene, spec, rng);
      break;
    case 'necklace':
      necklacePicture(scene, spec, rng);
      break;
    case 'pendant':
      pendantPicture(scene, spec, rng);
      break;
    case 'bracelet':
      braceletPicture(scene, spec, rng);
      break;
    case 'bangle':
      banglePicture(scene, spec, rng);
      break;
    case 'ring':
      ringPicture(scene, spec, rng);
  }
  return scene.toString();
}
