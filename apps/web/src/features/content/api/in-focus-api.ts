import { contentCalls, type InFocusResponse } from '@aurelle/contract';
import { env } from '../../../config/env.ts';
import { useApiQuery } from '../../../lib/use-api.ts';

/**
 * In-focus blocks (spec §7): a content block's products; the token, if present, adds wishlist
 * flags, so a wishlist change refreshes them (lib/refresh.ts) and a new customer asks afresh.
 */
export const useGetInFocusQuery = (block: string) =>
  useApiQuery<InFocusResponse>(contentCalls.inFocus(env.brandSlug, block));
