import { AppError } from './errors.ts';
import { isUuid } from './uuid.ts';

/**
 * Where a keyset page ends: its last row's sort value and id. The client gets it opaque and sends
 * it back to ask for the page after.
 */
export type PageCursor<V> = { value: V; id: string };

const PAGE_INVALID = 'This page link is no longer valid: start from the first page';

export const encodeCursor = (value: string | number, id: string) =>
  Buffer.from(JSON.stringify([value, id])).toString('base64url');

/** The cursor a client sent back: none is the first page; one no page of ours made is a 400. */
export function decodeCursor<V extends string | number>(
  text: string | undefined,
  isValue: (value: unknown) => value is V,
): PageCursor<V> | null {
  if (!text) return null;
  try {
    const [value, id] = JSON.parse(Buffer.from(text, 'base64url').toString()) as unknown[];
    if (isValue(value) && typeof id === 'string' && isUuid(id)) return { value, id };
  } catch {
    // Not ours: answered below.
  }
  throw new AppError(400, PAGE_INVALID, { after: 'Unknown page' });
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/;

/** A sort value that is a database timestamp as text, to the microsecond. */
export const isTimestamp = (value: unknown): value is string =>
  typeof value === 'string' && TIMESTAMP.test(value);
