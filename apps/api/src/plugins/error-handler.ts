import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { config } from 'zod/mini';
import { en } from 'zod/locales';
import { DEFAULT_LANGUAGE, isMessageText, localizeMessage, messages } from '@aurelle/contract';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { AppError } from '../lib/errors.ts';
import { humanIssue } from '../lib/validation-words.ts';

/**
 * Maps every failure to the `{ message, errors? }` envelope: validation → 400 with field-keyed
 * errors, AppError → its status, client errors from Fastify keep theirs, anything else → a bare 500.
 * Texts of the contract's message table reach the visitor or customer in the request's language.
 */
export function registerErrorHandler(app: FastifyInstance) {
  // The contract is written with zod/mini, which words no message by itself (decision 0021 §5): the API's
  // validation errors are in English, whatever else has or has not configured zod.
  config(en());
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // request.locale is set by the first onRequest hook; a request that failed before it reads English.
    const lang = (request.locale as typeof request.locale | null)?.lang ?? DEFAULT_LANGUAGE;
    const local = (text: string) => localizeMessage(lang, text);
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.retryAfterSeconds));
      const errors = error.errors
        ? Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, local(v)]))
        : undefined;
      return reply
        .status(error.statusCode)
        .send({ message: local(error.message), ...(errors ? { errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The back office shows staff a sentence for every field, and its message alone.
      const inWords = request.url.startsWith('/api/admin/');
      const errors: Record<string, string> = {};
      let shownText: string | undefined;
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const field = path || error.validationContext || 'request';
        const text = inWords ? humanIssue(path, issue) : (issue.message ?? 'is invalid');
        if (inWords) shownText ??= text;
        // Spec §8 shows `message` as a toast: the first spec text (§5 order) reads well alone.
        if (shownText === undefined && isMessageText(text)) shownText = local(text);
        errors[field] ??= local(text);
      }
      const first = Object.entries(errors)[0];
      return reply.status(400).send({
        message:
          shownText ?? (first ? `Invalid ${first[0]}: ${first[1]}` : messages.http.badRequest),
        errors,
      });
    }
    if (isDatabaseUnavailable(error)) {
      // Not the request's fault and not a crash: the caller can try again shortly.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply.status(503).send({ message: local(messages.http.unavailable) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || messages.http.badRequest });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: messages.http.internal });
  });
}
