import * as z from 'zod/mini';
import type { Permission } from './admin/permissions.ts';

/** The one error envelope every failing call returns: a message, field errors by field (spec §8). */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A whole number from the query string, between `min` and `max`, `fallback` when absent. */
export const queryInt = (min: number, max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max)), fallback);

/** Paths that carry `:brand`, which must equal BRAND_SLUG. */
export const brandParamsSchema = z.object({ brand: z.string() });

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of spec §7: its path under /api and the schemas of what travels. */
export type Endpoint = {
  /** The call's name in the API's OpenAPI document: a camelCase verb phrase, unique in the API. */
  operationId: string;
  /** One line for the OpenAPI document. */
  summary: string;
  method: HttpMethod;
  path: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** A back-office call's permission: the one its route checks (`config.permission`). */
  permission?: Permission;
};

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
});

export const healthEndpoints = {
  health: {
    operationId: 'getHealth',
    summary: 'Liveness: the process answers',
    method: 'GET',
    path: '/health',
    response: healthResponseSchema,
  },
  ready: {
    operationId: 'getReadiness',
    summary: 'Readiness: the database answers',
    method: 'GET',
    path: '/ready',
    response: readyResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
