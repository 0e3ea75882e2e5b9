import type { Env } from '../../config/env.ts';
import { createS3Storage } from './media-storage-s3.ts';
import { createLocalStorage, type MediaStorage } from './media-storage.ts';

/** The bucket when S3_* is set, else `DATA_DIR/media`. */
export function createMediaStorage(env: Pick<Env, 's3' | 'mediaDir'>): MediaStorage {
  return env.s3 ? createS3Storage(env.s3) : createLocalStorage(env.mediaDir);
}
