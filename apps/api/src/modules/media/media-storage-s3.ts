import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { MediaStorage } from './media-storage.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; path-style requests are used with it. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
};

const notFound = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
};

/** Media files in an S3-compatible bucket; the shop's /media URLs are answered from it. */
export function createS3Storage(settings: S3Settings, client?: S3Client): MediaStorage {
  const config: S3ClientConfig = {
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
  };
  const s3 = client ?? new S3Client(config);
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await s3.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async putFile(key, path, contentType) {
      const { size } = await stat(path);
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(path),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async has(key) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async open(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return {
          body: answer.Body as Readable,
          contentType: answer.ContentType,
          length: answer.ContentLength,
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async remove(keys) {
      if (keys.length === 0) return;
      await s3.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    },
  };
}
