import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { config } from 'zod/mini';
import { en } from 'zod/locales';
import { messages } from '@aurelle/contract';
import { AppError } from '../lib/errors.ts';

/**
 * Maps every failure to the `{ message, errors? }` envelope: validation → 400 with field-keyed
 * errors, AppError → its status, client errors from Fastify keep theirs, anything else → a bare 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  // The contract is written with zod/mini, which words no message by itself (decision 0021 §5): the API's
  // validation errors are in English, whatever else has or has not configured zod.
  config(en());
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const field = path || error.validationContext || 'request';
        errors[field] ??= issue.message ?? 'is invalid';
      }
      const first = Object.entries(errors)[0];
      return reply.status(400).send({
        message: first ? `Invalid ${first[0]}: ${first[1]}` : messages.http.badRequest,
        errors,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || messages.http.badRequest });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: messages.http.internal });
  });
}
