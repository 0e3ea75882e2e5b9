import * as z from 'zod/mini';
import { productSummarySchema } from '../catalog/catalog.schema.ts';

/** GET /{brand}/infocus/{blockName}: the block's title and its products, in its order. */
export const inFocusResponseSchema = z.object({
  name: z.string(),
  title: z.string(),
  subtitle: z.string(),
  products: z.array(productSummarySchema),
});

export const inFocusParamsSchema = z.object({
  blockName: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)),
});

export type InFocusResponse = z.infer<typeof inFocusResponseSchema>;
