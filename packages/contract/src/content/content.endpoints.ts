import * as z from 'zod/mini';
import { brandParamsSchema, type Endpoint } from '../http.ts';
import {
  blockNameParamsSchema,
  contentBlockResponseSchema,
  inFocusParamsSchema,
  inFocusResponseSchema,
  siteSettingsResponseSchema,
} from './content.schema.ts';

/**
 * Content calls of spec §7. In-focus blocks answer visitors too; a bearer token, when present,
 * adds wishlist flags (`inWishlist`) to their products.
 */
export const contentEndpoints = {
  block: {
    method: 'GET',
    path: '/setting/store-customization/:blockName',
    params: blockNameParamsSchema,
    response: contentBlockResponseSchema,
  },
  settings: { method: 'GET', path: '/setting/global/all', response: siteSettingsResponseSchema },
  inFocus: {
    method: 'GET',
    path: '/:brand/infocus/:blockName',
    params: z.extend(brandParamsSchema, inFocusParamsSchema.shape),
    response: inFocusResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
