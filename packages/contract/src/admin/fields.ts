import * as z from 'zod/mini';
import { queryInt } from '../http.ts';

/**
 * Staff's text as stored: without the spaces around it, nor NUL characters, which no keyboard
 * types and a PostgreSQL text column refuses.
 */
const storable = (value: string) => value.replaceAll('\u0000', '').trim();

/** A string as staff typed it, without the spaces around it. */
export const trimmedString = z.pipe(z.string(), z.transform(storable));

/**
 * Trimmed text of at most `max` characters; with a required message, neither missing nor empty
 * (both answered with that message).
 */
export const trimmedText = (max: number, longMessage: string, requiredMessage?: string) =>
  z.pipe(
    requiredMessage
      ? z.pipe(z.string({ error: requiredMessage }), z.transform(storable))
      : trimmedString,
    z
      .string()
      .check(
        ...(requiredMessage ? [z.minLength(1, requiredMessage)] : []),
        z.maxLength(max, longMessage),
      ),
  );

/** A day written `2026-04-01`. */
export const isoDateField = (message: string) =>
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, message));

/**
 * A back-office list's search and paging: what to look for, the `next` of the page before and
 * how many rows a page has.
 */
export const listQueryFields = {
  q: z.optional(z.pipe(trimmedString, z.string().check(z.maxLength(100)))),
  /** The `next` of the page before. */
  after: z.optional(z.string().check(z.maxLength(200))),
  limit: queryInt(1, 100, 50),
};

/** A page of a back-office list: its rows, and the `after` of the next page (null on the last). */
export const listPageOf = <Row extends z.ZodMiniType>(row: Row) =>
  z.object({
    items: z.array(row),
    next: z.nullable(z.string()),
  });
