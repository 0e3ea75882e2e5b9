import { sql } from 'drizzle-orm';
import { check, index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, type LocalizedText } from './catalog.ts';
import { timestampNow, uuidPrimaryKey } from './columns.ts';

/**
 * Work done off the request path, by any instance (lib/job-queue.ts): e-mails, pictures' versions,
 * product imports.
 * A row is enqueued in the transaction that decides it; `run_at` is when it is next due (a
 * claimed row's lease, or its retry's pause); `done_at` or `failed_at` ends it.
 */
export const jobs = pgTable(
  'jobs',
  (t) => ({
    id: uuidPrimaryKey(),
    kind: t.text().notNull(),
    payload: t.jsonb().$type<Record<string, unknown>>().notNull(),
    /** A job asked for twice with one key is enqueued once (an order's confirmation e-mail). */
    key: t.text(),
    /**
     * A secret the job needs (an invitation's link), sealed with ADMIN_ENCRYPTION_KEY; set to null
     * when the job is done or has failed for good, so no finished job keeps it.
     */
    sealed: t.text(),
    attempts: t.integer().notNull().default(0),
    runAt: timestampNow(),
    doneAt: t.timestamp({ withTimezone: true }),
    /** Set when the kind's last try failed too: the job is not tried again. */
    failedAt: t.timestamp({ withTimezone: true }),
    lastError: t.text(),
    createdAt: timestampNow(),
  }),
  (table) => [
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.doneAt} is null and ${table.failedAt} is null`),
    index('jobs_done_idx').on(table.doneAt),
    uniqueIndex('jobs_key_key').on(table.key),
  ],
);

export const MEDIA_KINDS = ['image', 'video', 'vimeo'] as const;
export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const;

/**
 * A product's photos and films, in the back office's order, and the shop's own pictures (the home
 * page's, with no product). An image is `processing` until its
 * versions (WebP and AVIF at the shop's widths, a JPEG for e-mails) are written; a film file or a
 * Vimeo link is ready at once. The product's `images` and `media` columns, which the shop reads,
 * are recomputed from the ready rows whenever they change (modules/media).
 */
export const mediaAssets = pgTable(
  'media_assets',
  (t) => ({
    id: uuidPrimaryKey(),
    /** Null for a picture of the shop's own (content); a product's photos go with the product. */
    productId: t.uuid().references(() => products.id, { onDelete: 'cascade' }),
    kind: t.text({ enum: MEDIA_KINDS }).notNull(),
    position: t.integer().notNull(),
    alt: t.jsonb().$type<Partial<LocalizedText>>().notNull().default({}),
    status: t.text({ enum: MEDIA_STATUSES }).notNull(),
    /** The content hash that names the files (null for a Vimeo link). */
    contentHash: t.text(),
    /** Where the uploaded file is kept, as the storage names it. */
    sourceKey: t.text(),
    contentType: t.text(),
    byteSize: t.integer(),
    /** What the shop links to: the largest WebP, the film's file, or the Vimeo link. */
    url: t.text(),
    width: t.integer(),
    height: t.integer(),
    /** A tiny blurred picture as a data: URI, shown while the real one loads. */
    placeholder: t.text(),
    /** The storage keys of the versions derived from the source. */
    versions: t.jsonb().$type<string[]>().notNull().default([]),
    error: t.text(),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  }),
  (table) => [
    index('media_assets_product_idx').on(table.productId, table.position),
    index('media_assets_hash_idx').on(table.contentHash),
    check('media_assets_kind_check', sql`${table.kind} in ('image', 'video', 'vimeo')`),
    check('media_assets_status_check', sql`${table.status} in ('processing', 'ready', 'failed')`),
  ],
);
