import { buildPath, contentPaths, type InFocusResponse } from '@aurelle/contract';
import { env } from '../../../config/env.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { defineRead, useRead } from '../../../lib/reads.ts';

const brand = env.brandSlug;

/**
 * In-focus blocks (spec §7): a content block's products; the token, if present, adds wishlist
 * flags, so a wishlist change or a new shopper asks for them again (tag `InFocus`).
 */
export const inFocusRead = defineRead<string, InFocusResponse>('getInFocus', {
  request: (blockName) => ({ url: buildPath(contentPaths.inFocus, { brand, blockName }) }),
  schema: lazySchema(() => import('./content-schemas.ts').then((m) => m.inFocusResponseSchema)),
  tags: ['InFocus'],
});

export const useGetInFocusQuery = (block: string) => useRead(inFocusRead, block);
