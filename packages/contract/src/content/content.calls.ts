import type { QueryCall } from '../page/query-call.ts';
import { buildPath } from '../catalog/catalog.paths.ts';
import { contentPaths } from './content.paths.ts';

/**
 * The content calls of spec §7. Blocks and settings go without a token (spec §6); an in-focus
 * block carries it when there is one (its wishlist flags).
 */
export const contentCalls = {
  block: (blockName: string): QueryCall => ({
    name: 'content-block',
    method: 'GET',
    path: buildPath(contentPaths.block, { blockName }),
    anonymous: true,
  }),
  settings: (): QueryCall => ({
    name: 'site-settings',
    method: 'GET',
    path: contentPaths.settings,
    anonymous: true,
  }),
  inFocus: (brand: string, blockName: string): QueryCall => ({
    name: 'in-focus',
    method: 'GET',
    path: buildPath(contentPaths.inFocus, { brand, blockName }),
  }),
};
