import { open } from 'node:fs/promises';
import { readFile } from 'node:fs/promises';
import {
  FILM_MAX_BYTES,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  format,
  SMALL_PICTURE_WIDTH,
  derivedName,
  mediaMessages,
  type MediaAlt,
  type MediaAsset,
  type ProductMedia,
} from '@aurelle/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enqueueJob, type JobHandler } from '../../lib/job-queue.ts';
import type { Actor, AuditRepository } from '../audit/audit.repository.ts';
import {
  claimsFilm,
  derivePicture,
  fileHash,
  filmTypeOf,
  photoHash,
  photoTypeOf,
  type DerivedPicture,
} from './media-derive.ts';
import { ORIGINALS_PREFIX, PUBLIC_PREFIX, type MediaStorage } from './media-storage.ts';
import { mediaRepository as repo, type MediaRow, type NewMediaRow } from './media.repository.ts';

/** The URL path the shop's media are served under. */
export const MEDIA_PATH = '/media/';

/** A file of an upload, written to a temporary file as it arrived. */
export type IncomingFile = { path: string; size: number; truncated: boolean; filename: string };

type Checked = {
  kind: 'image' | 'video';
  file: IncomingFile;
  hash: string;
  ext: string;
  contentType: string;
};

type Deps = {
  db: Db;
  storage: MediaStorage;
  audit: AuditRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  /** After a commit that enqueued a job: run it now. */
  jobsQueued: () => void;
  /** After a catalogue change outside a request: this instance's caches read the counter again. */
  catalogChanged: () => void;
  derive?: (source: Buffer, hash: string) => Promise<DerivedPicture>;
};

async function headOf(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * What an uploaded file is, by its parsed content; refuses anything else, or too large, clearly:
 * a film must open as one, and a photo's pixels are counted from its header before any decode.
 */
async function check(file: IncomingFile): Promise<Checked> {
  const refuse = (status: 413 | 415, message: string) =>
    new AppError(status, message, { [file.filename || 'file']: message });
  if (claimsFilm(await headOf(file.path))) {
    if (file.truncated || file.size > FILM_MAX_BYTES) throw refuse(413, mediaMessages.filmTooLarge);
    const film = await filmTypeOf(file.path);
    if (!film) throw refuse(415, mediaMessages.notMedia);
    return { kind: 'video', file, hash: fileHash(await readFile(file.path)), ...film };
  }
  if (file.truncated || file.size > PHOTO_MAX_BYTES) {
    throw refuse(413, mediaMessages.photoTooLarge);
  }
  const photo = await photoTypeOf(file.path);
  if (!photo) throw refuse(415, mediaMessages.notMedia);
  const pixels = photo.width * photo.height;
  if (pixels > PHOTO_MAX_PIXELS) {
    const megapixels = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 }).format(
      Math.ceil(pixels / 100_000) / 10,
    );
    throw refuse(413, format(mediaMessages.photoTooManyPixels, { megapixels }));
  }
  return { kind: 'image', file, hash: photoHash(await readFile(file.path)), ...photo };
}

/** A row as the back office sees it. */
export function assetOf(row: MediaRow): MediaAsset {
  const preview =
    row.kind === 'image' && row.status === 'ready' && row.contentHash && row.width
      ? `${MEDIA_PATH}${PUBLIC_PREFIX}${derivedName(row.contentHash, Math.min(SMALL_PICTURE_WIDTH, row.width), 'webp')}`
      : row.kind === 'video'
        ? row.url
        : null;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    position: row.position,
    url: row.url,
    previewUrl: preview,
    placeholder: row.placeholder,
    width: row.width,
    height: row.height,
    alt: { en: row.alt.en ?? '', ...(row.alt.fr ? { fr: row.alt.fr } : {}) },
    byteSize: row.byteSize,
    error: row.error,
  };
}

/**
 * A product's photos and films in the back office: uploads (checked by content), Vimeo links,
 * order, text alternatives and removal. Each write, its audit row, the product's `images` and
 * `media` and the catalogue counter are one transaction; a photo's versions are made by the
 * `media.derive` job, after which the photo is ready and the shop shows it.
 */
export function createMediaService({
  db,
  storage,
  audit,
  clock,
  log,
  jobsQueued,
  catalogChanged,
  derive = derivePicture,
}: Deps) {
  async function view(productId: string, tx: Db = db): Promise<ProductMedia> {
    return { productId, items: (await repo.list(tx, productId)).map(assetOf) };
  }

  /** Runs `write` with the product locked, then its shop columns (which move the catalogue counter). */
  async function change<T>(productId: string, write: (tx: Db) => Promise<T>) {
    return db.transaction(async (tx) => {
      if (!(await repo.lockProduct(tx, productId))) throw notFound(mediaMessages.productNotFound);
      const result = await write(tx);
      await repo.writeProductMedia(tx, productId);
      return { result, media: await view(productId, tx) };
    });
  }

  async function rowOf(tx: Db, productId: string, mediaId: string) {
    const row = await repo.get(tx, mediaId);
    if (!row || row.productId !== productId) throw notFound(mediaMessages.mediaNotFound);
    return row;
  }

  /** Keeps each checked file's original (a film is served as it is). */
  const store = (checked: Checked[]) =>
    Promise.all(
      checked.map(async (item) => {
        const key =
          item.kind === 'video'
            ? `${PUBLIC_PREFIX}${item.hash}.${item.ext}`
            : `${ORIGINALS_PREFIX}${item.hash}.${item.ext}`;
        await storage.putFile(key, item.file.path, item.contentType);
        return { ...item, key };
      }),
    );

  const record = (
    tx: Db,
    actor: Actor,
    action: Parameters<AuditRepository['record']>[2]['action'],
    productId: string,
    changes: Record<string, { before?: unknown; after?: unknown }>,
  ) =>
    audit.record(
      tx,
      actor,
      { action, entityType: 'product', entityId: productId, changes },
      clock.now(),
    );

  return {
    async list(productId: string): Promise<ProductMedia> {
      if (!(await repo.productExists(db, productId))) throw notFound(mediaMessages.productNotFound);
      return view(productId);
    },

    /**
     * Adds the uploaded files: every one is checked before any is kept, so a refused file leaves
     * the product as it was. Originals are stored first; photos answer `processing`.
     */
    async upload(actor: Actor, productId: string, files: IncomingFile[]): Promise<ProductMedia> {
      if (files.length === 0)
        throw new AppError(400, mediaMessages.noFiles, { files: mediaMessages.noFiles });
      if (!(await repo.productExists(db, productId))) throw notFound(mediaMessages.productNotFound);
      const checked: Checked[] = [];
      for (const file of files) checked.push(await check(file));
      const stored = await store(checked);
      const { media } = await change(productId, async (tx) => {
        let position = await repo.nextPosition(tx, productId);
        const rows: NewMediaRow[] = stored.map((item) => ({
          productId,
          kind: item.kind,
          position: position++,
          status: item.kind === 'video' ? 'ready' : 'processing',
          contentHash: item.hash,
          sourceKey: item.key,
          contentType: item.contentType,
          byteSize: item.file.size,
          url: item.kind === 'video' ? MEDIA_PATH + item.key : null,
        }));
        const inserted = await repo.insert(tx, rows);
        for (const row of inserted)
          if (row.kind === 'image') await enqueueJob(tx, 'media.derive', { assetId: row.id });
        await record(tx, actor, 'media.added', productId, {
          media: {
            after: inserted.map((row) => ({ id: row.id, kind: row.kind, type: row.contentType })),
          },
        });
      });
      jobsQueued();
      return media;
    },

    /**
     * Adds pictures of the shop's own (the home page's, no product's): photos only, each checked
     * as a product's before any is kept; they answer `processing` until the `media.derive` job
     * has made their versions.
     */
    async uploadPictures(actor: Actor, files: IncomingFile[]): Promise<MediaAsset[]> {
      if (files.length === 0)
        throw new AppError(400, mediaMessages.noFiles, { files: mediaMessages.noFiles });
      const checked: Checked[] = [];
      for (const file of files) {
        const item = await check(file);
        if (item.kind !== 'image')
          throw new AppError(415, mediaMessages.notPicture, {
            [file.filename || 'file']: mediaMessages.notPicture,
          });
        checked.push(item);
      }
      const stored = await store(checked);
      const inserted = await db.transaction(async (tx) => {
        const rows = await repo.insert(
          tx,
          stored.map((item) => ({
            productId: null,
            kind: 'image' as const,
            position: 0,
            status: 'processing' as const,
            contentHash: item.hash,
            sourceKey: item.key,
            contentType: item.contentType,
            byteSize: item.file.size,
          })),
        );
        for (const row of rows) await enqueueJob(tx, 'media.derive', { assetId: row.id });
        await audit.record(
          tx,
          actor,
          {
            action: 'media.added',
            entityType: 'content',
            entityId: 'pictures',
            changes: {
              media: {
                after: rows.map((row) => ({ id: row.id, kind: row.kind, type: row.contentType })),
              },
            },
          },
          clock.now(),
        );
        return rows;
      });
      jobsQueued();
      return inserted.map(assetOf);
    },

    async addVimeo(actor: Actor, productId: string, url: string): Promise<ProductMedia> {
      const { media } = await change(productId, async (tx) => {
        const [row] = await repo.insert(tx, [
          {
            productId,
            kind: 'vimeo',
            position: await repo.nextPosition(tx, productId),
            status: 'ready',
            url,
          },
        ]);
        await record(tx, actor, 'media.added', productId, {
          media: { after: [{ id: row?.id, kind: 'vimeo', url }] },
        });
      });
      return media;
    },

    async reorder(actor: Actor, productId: string, ids: string[]): Promise<ProductMedia> {
      const { media } = await change(productId, async (tx) => {
        const rows = await repo.list(tx, productId);
        const known = new Set(rows.map((row) => row.id));
        if (
          ids.length !== rows.length ||
          new Set(ids).size !== ids.length ||
          !ids.every((id) => known.has(id))
        )
          throw new AppError(400, mediaMessages.orderMismatch, {
            ids: mediaMessages.orderMismatch,
          });
        for (const [position, id] of ids.entries()) await repo.update(tx, id, { position });
        await record(tx, actor, 'media.reordered', productId, {
          order: { before: rows.map((row) => row.id), after: ids },
        });
      });
      return media;
    },

    async setAlt(
      actor: Actor,
      productId: string,
      mediaId: string,
      alt: MediaAlt,
    ): Promise<ProductMedia> {
      const { media } = await change(productId, async (tx) => {
        const row = await rowOf(tx, productId, mediaId);
        const after = { en: alt.en.trim(), ...(alt.fr?.trim() ? { fr: alt.fr.trim() } : {}) };
        await repo.update(tx, mediaId, { alt: after });
        await record(tx, actor, 'media.alt-set', productId, {
          [`alt:${mediaId}`]: { before: row.alt, after },
        });
      });
      return media;
    },

    /** Removes a row; its files go after the commit when no other row is named by its hash. */
    async remove(actor: Actor, productId: string, mediaId: string): Promise<ProductMedia> {
      const { result: orphans, media } = await change(productId, async (tx) => {
        const row = await rowOf(tx, productId, mediaId);
        await repo.remove(tx, mediaId);
        await record(tx, actor, 'media.removed', productId, {
          media: { before: { id: row.id, kind: row.kind, url: row.url } },
        });
        const shared =
          row.contentHash && (await repo.hashUsedElsewhere(tx, row.contentHash, row.id));
        return shared ? [] : [...row.versions, ...(row.sourceKey ? [row.sourceKey] : [])];
      });
      await storage
        .remove(orphans)
        .catch((error: unknown) => log.warn({ err: error, mediaId }, 'media files not removed'));
      return media;
    },

    /** The `media.derive` job: a photo's versions, then the photo is ready for the shop. */
    deriveJob: {
      maxAttempts: 3,
      async run({ assetId }) {
        const row = await repo.get(db, assetId);
        if (!row || row.status !== 'processing' || !row.sourceKey || !row.contentHash) return;
        const source = await storage.get(row.sourceKey);
        if (!source) throw new Error(`the original ${row.sourceKey} is missing`);
        const picture = await derive(source, row.contentHash);
        for (const file of picture.files) await storage.put(file.key, file.body, file.contentType);
        const { productId } = row;
        await db.transaction(async (tx) => {
          if (productId && !(await repo.lockProduct(tx, productId))) return;
          // Removed while its versions were made: nothing to show (its files stay for the hash).
          if (!(await repo.get(tx, assetId))) return;
          await repo.update(tx, assetId, {
            status: 'ready',
            url: MEDIA_PATH + picture.mainKey,
            width: picture.width,
            height: picture.height,
            placeholder: picture.placeholder,
            versions: picture.files.map((file) => file.key),
            error: null,
          });
          // A picture of the shop's own is in no product's columns.
          if (productId) await repo.writeProductMedia(tx, productId);
        });
        if (productId) catalogChanged();
      },
      async failed({ assetId }, error) {
        await repo.update(db, assetId, {
          status: 'failed',
          error: String((error as Error).message ?? error).slice(0, 300),
        });
      },
    } satisfies JobHandler<'media.derive'>,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
