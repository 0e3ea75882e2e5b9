import * as z from 'zod/mini';
import { brandParamsSchema, type Endpoint } from '../http.ts';
import { contentPaths } from './content.paths.ts';
import { inFocusParamsSchema, inFocusResponseSchema } from './in-focus.schema.ts';

/**
 * In-focus blocks (spec §7), content that lists products: visitors get them too, and a bearer
 * token, when present, adds wishlist flags (`inWishlist`). Apart from contentEndpoints so that the
 * web's content chunk does not carry the product schemas.
 */
export const inFocusEndpoints = {
  block: {
    operationId: 'getInFocusBlock',
    summary: 'Get an in-focus block with its products',
    tag: 'content',
    access: 'optionalCustomer',
    method: 'GET',
    path: contentPaths.inFocus,
    params: z.extend(brandParamsSchema, inFocusParamsSchema.shape),
    response: inFocusResponseSchema,
    responseName: 'InFocusResponse',
    responseDescription: 'The block with its products',
    errors: [404],
  },
} as const satisfies Record<string, Endpoint>;
