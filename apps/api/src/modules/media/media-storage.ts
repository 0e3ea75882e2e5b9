import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** A file the storage answers with, for the shop's /media URLs. */
export type StoredFile = {
  body: Readable;
  contentType: string | undefined;
  length: number | undefined;
};

/**
 * Where media files live: `DATA_DIR/media` (served by /media), or an S3-compatible bucket.
 * Keys are paths such as `p/<hash>.800w.webp`; uploaded originals are kept under `originals/`,
 * which /media never serves.
 */
export type MediaStorage = {
  kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a file from disk (a film: not read into memory). */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
  open(key: string): Promise<StoredFile | null>;
  remove(keys: readonly string[]): Promise<void>;
};

/** The key prefix of the files the shop links to, and of the kept originals. */
export const PUBLIC_PREFIX = 'p/';
export const ORIGINALS_PREFIX = 'originals/';

export function createLocalStorage(root: string): MediaStorage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(root + sep)) throw new Error(`media key outside the folder: ${key}`);
    return path;
  };
  /** Write then rename, so a reader never sees half a file. */
  async function atomically(key: string, write: (temp: string) => Promise<void>) {
    const target = pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
    await write(temp);
    await rename(temp, target);
  }
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    kind: 'local',
    put: (key, body) => atomically(key, (temp) => writeFile(temp, body)),
    putFile: (key, path) => atomically(key, (temp) => copyFile(path, temp)),
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async has(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async open(key) {
      try {
        const info = await stat(pathOf(key));
        return { body: createReadStream(pathOf(key)), contentType: undefined, length: info.size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
  };
}
