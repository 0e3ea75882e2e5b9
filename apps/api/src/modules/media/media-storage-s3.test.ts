import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createS3Storage } from './media-storage-s3.ts';

const s3 = mockClient(S3Client);
const settings = {
  bucket: 'shop-media',
  region: 'ap-south-1',
  endpoint: 'http://127.0.0.1:9000',
  accessKeyId: 'key',
  secretAccessKey: 'secret',
};
/** An object's body as the SDK answers it: a stream that can also be read whole. */
const body = (bytes: Buffer) =>
  Object.assign(Readable.from([bytes]), {
    transformToByteArray: () => Promise.resolve(new Uint8Array(bytes)),
  }) as never;
const missing = () => Object.assign(new Error('missing'), { name: 'NoSuchKey' });

beforeEach(() => s3.reset());

describe('media in an S3-compatible bucket', () => {
  it('puts, reads, checks and removes objects by key in the bucket', async () => {
    const storage = createS3Storage(settings);
    s3.on(GetObjectCommand, { Key: 'p/a.400w.webp' }).resolves({ Body: body(Buffer.from('webp')) });
    s3.on(GetObjectCommand, { Key: 'p/none.webp' }).rejects(missing());
    s3.on(HeadObjectCommand).rejects(Object.assign(new Error('nf'), { name: 'NotFound' }));

    await storage.put('p/a.400w.webp', Buffer.from('webp'), 'image/webp');
    expect(s3.commandCalls(PutObjectCommand)[0]?.args[0].input).toMatchObject({
      Bucket: 'shop-media',
      Key: 'p/a.400w.webp',
      ContentType: 'image/webp',
    });
    expect((await storage.get('p/a.400w.webp'))?.toString()).toBe('webp');
    expect(await storage.get('p/none.webp')).toBeNull();
    expect(await storage.has('p/b.webp')).toBe(false);

    await storage.remove(['p/a.400w.webp', 'originals/a.jpg']);
    expect(s3.commandCalls(DeleteObjectsCommand)[0]?.args[0].input.Delete?.Objects).toEqual([
      { Key: 'p/a.400w.webp' },
      { Key: 'originals/a.jpg' },
    ]);
  });
});

describe('GET /media/p/… with S3_* set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: settings.endpoint,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    });
  });
  afterAll(() => t.close());

  it('answers the shop’s URL from the bucket, cached for a year, loadable by other sites', async () => {
    const hash = '0123456789abcdef0123';
    s3.on(GetObjectCommand, { Bucket: 'shop-media', Key: `p/${hash}.800w.avif` }).resolves({
      Body: body(Buffer.from('avif bytes')),
      ContentType: 'image/avif',
      ContentLength: 10,
    });
    s3.on(GetObjectCommand, { Key: `p/${hash}.400w.avif` }).rejects(missing());
    const found = await t.app.inject({ method: 'GET', url: `/media/p/${hash}.800w.avif` });
    expect(found.statusCode).toBe(200);
    expect(found.body).toBe('avif bytes');
    expect(found.headers['content-type']).toBe('image/avif');
    expect(found.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(found.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(
      (await t.app.inject({ method: 'GET', url: `/media/p/${hash}.400w.avif` })).statusCode,
    ).toBe(404);
    // Only the pipeline's names: nothing else of the bucket (its originals) is reachable.
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/p/..%2Foriginals%2Fx.jpg' })).statusCode,
    ).toBe(404);
  });
});
