import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { messages } from '@aurelle/contract';
import { AppError } from './errors.ts';

/**
 * The `Idempotency-Key` header of a write a client may retry (an order, a cart add or remove):
 * absent, or 1 to 200 characters, else a 400 that names it.
 */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || header.length === 0 || header.length > 200)
    throw new AppError(400, messages.http.badRequest, {
      'idempotency-key': 'must be 1 to 200 characters',
    });
  return header;
}

/** What a retry must repeat exactly: a hash of the request's (parsed) body. */
export const requestHash = (body: unknown): string =>
  createHash('sha256').update(JSON.stringify(body)).digest('base64url');
