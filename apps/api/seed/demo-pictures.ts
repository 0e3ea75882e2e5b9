import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/paths.ts';
import {
  derivePicture,
  photoHash,
  type DerivedFile,
  type DerivedPicture,
} from '../src/modules/media/media-derive.ts';
import { ORIGINALS_PREFIX, type MediaStorage } from '../src/modules/media/media-storage.ts';
import { MEDIA_PATH } from '../src/modules/media/media.service.ts';
import { PICTURES_DIR } from './pictures/manifest.ts';

/**
 * Where a derived demo picture's versions are kept between runs, by its content hash: deriving
 * the demo's ~280 pictures takes a minute of CPU; copying them, a fraction of a second. Every
 * data folder, test and `npm start` on this machine shares it.
 */
export const DERIVED_CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'aurelle-pictures');

/** A demo picture as the media pipeline made it: what its `media_assets` row holds. */
export type DemoPicture = Omit<DerivedPicture, 'files'> & {
  url: string;
  hash: string;
  sourceKey: string;
  byteSize: number;
  versions: string[];
};

type CacheMeta = Omit<DerivedPicture, 'files'> & {
  files: { key: string; contentType: string }[];
};

async function cached(hash: string): Promise<DerivedPicture | null> {
  const dir = join(DERIVED_CACHE_DIR, hash);
  try {
    const meta = JSON.parse(await readFile(join(dir, 'meta.json'), 'utf8')) as CacheMeta;
    const files = await Promise.all(
      meta.files.map(async (file, i) => ({ ...file, body: await readFile(join(dir, String(i))) })),
    );
    return { ...meta, files };
  } catch {
    return null;
  }
}

async function keep(hash: string, picture: DerivedPicture) {
  const dir = join(DERIVED_CACHE_DIR, hash);
  const temp = `${dir}.${process.pid}.tmp`;
  try {
    await mkdir(temp, { recursive: true });
    await Promise.all(picture.files.map((file, i) => writeFile(join(temp, String(i)), file.body)));
    const { files, ...rest } = picture;
    const meta: CacheMeta = {
      ...rest,
      files: files.map(({ key, contentType }) => ({ key, contentType })),
    };
    await writeFile(join(temp, 'meta.json'), JSON.stringify(meta));
    await rm(dir, { recursive: true, force: true });
    await rename(temp, dir);
  } catch {
    // A read-only cache only costs time: the next run derives again.
    await rm(temp, { recursive: true, force: true });
  }
}

/** The demo picture at `path` (under seed/pictures) through the media pipeline, into `storage`. */
async function prepare(storage: MediaStorage, path: string): Promise<DemoPicture> {
  const source = await readFile(join(PICTURES_DIR, path));
  const hash = photoHash(source);
  let picture = await cached(hash);
  if (!picture) {
    picture = await derivePicture(source, hash);
    await keep(hash, picture);
  }
  const sourceKey = `${ORIGINALS_PREFIX}${hash}.webp`;
  const files: DerivedFile[] = [
    ...picture.files,
    { key: sourceKey, body: source, contentType: 'image/webp' },
  ];
  for (const file of files)
    if (!(await storage.has(file.key))) await storage.put(file.key, file.body, file.contentType);
  const { files: derived, ...rest } = picture;
  return {
    ...rest,
    url: MEDIA_PATH + picture.mainKey,
    hash,
    sourceKey,
    byteSize: source.length,
    versions: derived.map((file) => file.key),
  };
}

/**
 * Puts the demo's drawn pictures (`paths` under seed/pictures) through the media pipeline, as an
 * upload would, a few at a time; answers each one's result by its path.
 */
export async function prepareDemoPictures(
  storage: MediaStorage,
  paths: readonly string[],
): Promise<Map<string, DemoPicture>> {
  await mkdir(DERIVED_CACHE_DIR, { recursive: true }).catch(() => undefined);
  const done = new Map<string, DemoPicture>();
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift())
      done.set(path, await prepare(storage, path));
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return done;
}
