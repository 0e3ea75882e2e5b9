import { crc32, deflateSync } from 'node:zlib';
import { eq, isNull } from 'drizzle-orm';
import {
  BufferTarget,
  EncodedPacket,
  EncodedVideoPacketSource,
  Mp4OutputFormat,
  Output,
  WebMOutputFormat,
} from 'mediabunny';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_REQUEST_HEADER, mediaMessages } from '@aurelle/contract';
import { auditLog, jobs, mediaAssets, products } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createCategory, createProduct } from '../../../test/factories.ts';
import { enqueueJob } from '../../lib/job-queue.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';
import { freshIp } from '../../../test/accounts.ts';
import { multipart, type Part } from '../../../test/multipart.ts';

const t = useTestApp();
let manager: Awaited<ReturnType<typeof signedInStaff>>;
let categoryId: string;

beforeAll(async () => {
  manager = await signedInStaff(t, 'manager');
  categoryId = (await createCategory(t.db, { slug: 'rings' })).id;
});

function upload(productId: string, parts: Part[], cookie = manager.cookie) {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/media`,
    headers: {
      [ADMIN_REQUEST_HEADER]: '1',
      origin: t.env.PUBLIC_URL,
      cookie,
      'content-type': contentType,
    },
    remoteAddress: freshIp(),
    payload,
  });
}

/** A phone's photo: landscape pixels, EXIF orientation 6 (turn 90°) and where it was taken. */
const phonePhoto = () =>
  sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#b08d57' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '19/1 4/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '72/1 52/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

let shade = 0;
/** A PNG of its own each time (its content hash names its files). */
const png = () =>
  sharp({
    create: {
      width: 600,
      height: 750,
      channels: 4,
      background: { r: 250, g: shade++ % 256, b: 240, alpha: 0.5 },
    },
  })
    .png()
    .toBuffer();

/**
 * A real film container (MP4 or WebM) with one VP9 video track of two frames: the frames' bytes
 * are made up, the boxes or elements around them are what a muxer writes.
 */
async function film(kind: 'mp4' | 'webm', seed = shade++) {
  const output = new Output({
    format: kind === 'mp4' ? new Mp4OutputFormat() : new WebMOutputFormat(),
    target: new BufferTarget(),
  });
  const frames = new EncodedVideoPacketSource('vp9');
  output.addVideoTrack(frames, { frameRate: 1 });
  await output.start();
  await frames.add(new EncodedPacket(new Uint8Array(64).fill(seed % 256), 'key', 0, 1), {
    decoderConfig: { codec: 'vp09.00.10.08', codedWidth: 640, codedHeight: 360 },
  });
  await frames.add(new EncodedPacket(new Uint8Array(32).fill(7), 'delta', 1, 1));
  await output.finalize();
  return Buffer.from(output.target.buffer ?? new ArrayBuffer(0));
}

/**
 * A PNG claiming `width` × `height` pixels with a few bytes of them: under a hundred bytes, as a
 * whole-black PNG compresses to almost nothing.
 */
function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const product = async () => (await createProduct(t.db, { categoryId, images: [], media: [] })).id;
const mediaFile = (url: string) => t.app.inject({ method: 'GET', url });

describe('POST /api/admin/products/:productId/media', () => {
  it('takes a phone photo at once, then turns it upright, strips its metadata and derives its versions', async () => {
    const productId = await product();
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const answer = await upload(productId, [
      { filename: 'IMG_0001.JPG', type: 'image/jpeg', body: photo },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const [item] = answer.json().items;
    expect(item).toMatchObject({ kind: 'image', status: 'processing', url: null });
    // The shop does not show it before its versions exist.
    expect(
      (await t.db.select().from(products).where(eq(products.id, productId)))[0]?.images,
    ).toEqual([]);

    await t.app.jobs.drain();
    const listed = await admin(t, 'GET', `/products/${productId}/media`, undefined, {
      cookie: manager.cookie,
    });
    const ready = listed.json().items[0];
    expect(ready).toMatchObject({ status: 'ready', width: 1200, height: 1800 });
    expect(ready.url).toMatch(/^\/media\/p\/[0-9a-f]{20}\.1200w\.webp$/);
    expect(ready.placeholder).toMatch(/^data:image\/webp;base64,/);

    const base = ready.url.replace(/\.1200w\.webp$/, '');
    for (const name of [
      '400w.webp',
      '800w.webp',
      '1200w.webp',
      '400w.avif',
      '800w.avif',
      '1200w.avif',
      '400w.jpg',
    ]) {
      const file = await mediaFile(`${base}.${name}`);
      expect(file.statusCode, name).toBe(200);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.exif, name).toBeUndefined();
      expect(meta.orientation ?? 1, name).toBe(1);
      // Upright: taller than wide.
      expect(meta.height, name).toBeGreaterThan(meta.width ?? 0);
    }
    const largest = await mediaFile(ready.url);
    expect(largest.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(largest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(largest.headers['content-type']).toBe('image/webp');

    // The shop's product answer shows it.
    const [row] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(row?.images).toEqual([ready.url]);
    const shop = await t.get(`/api/${t.env.BRAND_SLUG}/products/${row?.slug}`);
    expect(shop.json().product.image).toEqual([ready.url]);
  });

  it('decides by content, not by name: a PNG named .jpg is a photo, a text named .jpg is refused', async () => {
    const productId = await product();
    const accepted = await upload(productId, [
      { filename: 'ring.jpg', type: 'image/jpeg', body: await png() },
    ]);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [row] = await t.db.select().from(mediaAssets).where(eq(mediaAssets.productId, productId));
    expect(row?.contentType).toBe('image/png');

    const refused = await upload(productId, [
      { filename: 'ring.jpg', type: 'image/jpeg', body: Buffer.from('not a picture at all') },
    ]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({
      message: mediaMessages.notMedia,
      errors: { 'ring.jpg': mediaMessages.notMedia },
    });
  });

  it('refuses a photo over 20 MB with 413, and keeps nothing of the upload it came in', async () => {
    const productId = await product();
    const small = await png();
    const large = Buffer.concat([await phonePhoto(), Buffer.alloc(20 * 1024 * 1024 + 1)]);
    const answer = await upload(productId, [
      { filename: 'fine.png', body: small },
      { filename: 'huge.jpg', body: large },
    ]);
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe(mediaMessages.photoTooLarge);
    expect(
      await t.db.select().from(mediaAssets).where(eq(mediaAssets.productId, productId)),
    ).toEqual([]);
  });

  it('stores an MP4 or WebM film as it is, ready at once, placed after the photos', async () => {
    const productId = await product();
    const mp4 = await film('mp4');
    const webm = await film('webm');
    const answer = await upload(productId, [
      { filename: 'front.png', body: await png() },
      { filename: 'turning.mp4', type: 'video/mp4', body: mp4 },
      { filename: 'turning.webm', type: 'video/webm', body: webm },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const [, video, second] = answer.json().items;
    expect(video).toMatchObject({ kind: 'video', status: 'ready' });
    expect(video.url).toMatch(/^\/media\/p\/[0-9a-f]{20}\.mp4$/);
    expect((await mediaFile(video.url)).rawPayload.equals(mp4)).toBe(true);
    expect(second.url).toMatch(/^\/media\/p\/[0-9a-f]{20}\.webm$/);
    expect((await mediaFile(second.url)).headers['content-type']).toBe('video/webm');
  });

  it('refuses a file that only starts like a film (ftyp or EBML, then a web page), keeping nothing', async () => {
    const productId = await product();
    const page = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), page]);
    expect(ftyp.length).toBeLessThan(80);
    const ebml = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), page]);
    // A real MP4's first box, with no film after it.
    const header = (await film('mp4')).subarray(0, 32);
    for (const [filename, body] of [
      ['film.mp4', ftyp],
      ['film.webm', ebml],
      ['cut.mp4', header],
    ] as const) {
      const answer = await upload(productId, [
        { filename: 'front.png', body: await png() },
        { filename, type: 'video/mp4', body },
      ]);
      expect(answer.statusCode, filename).toBe(415);
      expect(answer.json()).toEqual({
        message: mediaMessages.notMedia,
        errors: { [filename]: mediaMessages.notMedia },
      });
    }
    expect(
      await t.db.select().from(mediaAssets).where(eq(mediaAssets.productId, productId)),
    ).toEqual([]);
  });

  it('refuses a photo of more than 50 megapixels from its header alone, saying what fits', async () => {
    const productId = await product();
    for (const [width, height, megapixels] of [
      [16_000, 16_000, '256'],
      [20_000, 20_000, '400'],
      [8_000, 6_251, '50.1'],
    ] as const) {
      const body = pngClaiming(width, height);
      expect(body.length).toBeLessThan(100);
      const started = performance.now();
      const answer = await upload(productId, [{ filename: 'huge.png', body }]);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(answer.statusCode, `${width} × ${height}`).toBe(413);
      const message = `This photo is ${megapixels} megapixels; use one of at most 50 megapixels (e.g. 8000 × 6000)`;
      expect(answer.json()).toEqual({ message, errors: { 'huge.png': message } });
    }
    expect(
      await t.db.select().from(mediaAssets).where(eq(mediaAssets.productId, productId)),
    ).toEqual([]);
    // 8000 × 6000 fits: it is taken as a photo (this one has too few pixels to derive, later).
    const fits = await upload(productId, [
      { filename: 'big.png', body: pngClaiming(8_000, 6_000) },
    ]);
    expect(fits.statusCode, fits.body).toBe(200);
  });

  it('retries a job that failed, and the photo is ready once it succeeds', async () => {
    const productId = await product();
    const answer = await upload(productId, [{ filename: 'a.png', body: await png() }]);
    await t.app.jobs.drain();
    const assetId: string = answer.json().items[0].id;
    const [row] = await t.db.select().from(mediaAssets).where(eq(mediaAssets.id, assetId));
    if (!row?.sourceKey) throw new Error('no original');
    // The photo again as just uploaded, but its original is not readable yet.
    const storage = t.app.mediaStorage;
    const original = await storage.get(row.sourceKey);
    await storage.remove([row.sourceKey]);
    await t.db.update(mediaAssets).set({ status: 'processing' }).where(eq(mediaAssets.id, assetId));
    await enqueueJob(t.db, 'media.derive', { assetId });

    await t.app.jobs.drain();
    const mine = (await t.db.select().from(jobs).where(eq(jobs.kind, 'media.derive'))).find(
      (job) => (job.payload as { assetId?: string }).assetId === assetId && !job.doneAt,
    );
    expect(mine).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
    expect(mine?.lastError).toContain('missing');
    expect(mine?.runAt.getTime()).toBeGreaterThan(Date.now());

    await storage.put(row.sourceKey, original ?? Buffer.alloc(0), 'image/png');
    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, mine?.id ?? ''));
    await t.app.jobs.drain();
    const [after] = await t.db.select().from(mediaAssets).where(eq(mediaAssets.id, assetId));
    expect(after?.status).toBe('ready');
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, mine?.id ?? ''));
    expect(job?.attempts).toBe(2);
    expect(job?.doneAt).not.toBeNull();
  });

  it('marks a photo failed after its last try', async () => {
    const productId = await product();
    const answer = await upload(productId, [{ filename: 'a.png', body: await png() }]);
    await t.app.jobs.drain();
    const assetId: string = answer.json().items[0].id;
    await t.db
      .update(mediaAssets)
      .set({ status: 'processing', sourceKey: 'originals/gone.png' })
      .where(eq(mediaAssets.id, assetId));
    await enqueueJob(t.db, 'media.derive', { assetId });
    for (let attempt = 0; attempt < 3; attempt++) {
      await t.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(isNull(jobs.doneAt));
      await t.app.jobs.drain();
    }
    const listed = await admin(t, 'GET', `/products/${productId}/media`, undefined, {
      cookie: manager.cookie,
    });
    expect(listed.json().items[0]).toMatchObject({ status: 'failed' });
    expect(listed.json().items[0].error).toContain('missing');
  });

  it('is refused to a role without catalog:write (fulfilment), before anything is read', async () => {
    const productId = await product();
    const fulfilment = await signedInStaff(t, 'fulfilment');
    const answer = await upload(
      productId,
      [{ filename: 'a.png', body: await png() }],
      fulfilment.cookie,
    );
    expect(answer.statusCode).toBe(403);
    const listed = await admin(t, 'GET', `/products/${productId}/media`, undefined, {
      cookie: fulfilment.cookie,
    });
    expect(listed.statusCode).toBe(403);
  });
});

describe("a product's media: Vimeo, order, text alternatives, removal", () => {
  it('adds a Vimeo film by link and refuses any other link', async () => {
    const productId = await product();
    const bad = await admin(
      t,
      'POST',
      `/products/${productId}/media/vimeo`,
      { url: 'https://youtube.com/watch?v=1' },
      { cookie: manager.cookie },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.url).toBe(mediaMessages.vimeoInvalid);
    const good = await admin(
      t,
      'POST',
      `/products/${productId}/media/vimeo`,
      { url: 'https://vimeo.com/76979871' },
      { cookie: manager.cookie },
    );
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().items[0]).toMatchObject({
      kind: 'vimeo',
      status: 'ready',
      url: 'https://vimeo.com/76979871',
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(row?.media).toEqual([{ file_url: 'https://vimeo.com/76979871' }]);
  });

  it('reorders, sets text alternatives in both languages, and removes, each with its audit row', async () => {
    const productId = await product();
    await upload(productId, [
      { filename: 'a.png', body: await png() },
      { filename: 'b.jpg', body: await phonePhoto() },
    ]);
    await t.app.jobs.drain();
    const vimeo = await admin(
      t,
      'POST',
      `/products/${productId}/media/vimeo`,
      { url: 'https://vimeo.com/1234' },
      { cookie: manager.cookie },
    );
    const [a, b, v] = vimeo.json().items as { id: string; url: string }[];
    if (!a || !b || !v) throw new Error('three media expected');

    const mismatch = await admin(
      t,
      'PUT',
      `/products/${productId}/media/order`,
      { ids: [b.id, a.id] },
      { cookie: manager.cookie },
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(mediaMessages.orderMismatch);
    const reordered = await admin(
      t,
      'PUT',
      `/products/${productId}/media/order`,
      { ids: [v.id, b.id, a.id] },
      { cookie: manager.cookie },
    );
    expect(reordered.json().items.map((i: { id: string }) => i.id)).toEqual([v.id, b.id, a.id]);
    const [row] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(row?.images).toEqual([b.url, a.url]);
    expect(row?.media).toEqual([{ file_url: v.url }, { file_url: b.url }, { file_url: a.url }]);

    const alt = await admin(
      t,
      'PUT',
      `/products/${productId}/media/${b.id}`,
      { alt: { en: 'Ring, side view', fr: 'Bague, vue de côté' } },
      { cookie: manager.cookie },
    );
    expect(alt.json().items[1].alt).toEqual({ en: 'Ring, side view', fr: 'Bague, vue de côté' });
    // The shop's product page gives the words in the visitor's language.
    const [shown] = await t.db.select().from(products).where(eq(products.id, productId));
    const onShop = await t.get(`/api/${t.env.BRAND_SLUG}/products/${shown?.slug}`, {
      'accept-language': 'fr',
    });
    const entries = onShop.json().product.media as { file_url: string; alt?: string }[];
    expect(entries.find((entry) => entry.file_url === b.url)?.alt).toBe('Bague, vue de côté');
    expect(entries.find((entry) => entry.file_url === v.url)).not.toHaveProperty('alt');
    const long = await admin(
      t,
      'PUT',
      `/products/${productId}/media/${b.id}`,
      { alt: { en: 'x'.repeat(251) } },
      { cookie: manager.cookie },
    );
    expect(long.statusCode).toBe(400);

    const removed = await admin(t, 'DELETE', `/products/${productId}/media/${a.id}`, undefined, {
      cookie: manager.cookie,
    });
    expect(removed.json().items.map((i: { id: string }) => i.id)).toEqual([v.id, b.id]);
    expect((await mediaFile(a.url)).statusCode).toBe(404);
    expect((await mediaFile(b.url)).statusCode).toBe(200);

    const actions = (
      await t.db.select().from(auditLog).where(eq(auditLog.entityId, productId))
    ).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['media.added', 'media.reordered', 'media.alt-set', 'media.removed']),
    );
  });

  it('keeps the files a second product still uses when the first removes the same photo', async () => {
    const photo = await png();
    const first = await product();
    const second = await product();
    const one = await upload(first, [{ filename: 'a.png', body: photo }]);
    await upload(second, [{ filename: 'a.png', body: photo }]);
    await t.app.jobs.drain();
    const listed = await admin(t, 'GET', `/products/${second}/media`, undefined, {
      cookie: manager.cookie,
    });
    const url = listed.json().items[0].url;
    await admin(t, 'DELETE', `/products/${first}/media/${one.json().items[0].id}`, undefined, {
      cookie: manager.cookie,
    });
    expect((await mediaFile(url)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown product or an item of another product', async () => {
    const productId = await product();
    const missing = await admin(
      t,
      'GET',
      `/products/00000000-0000-4000-8000-000000000000/media`,
      undefined,
      { cookie: manager.cookie },
    );
    expect(missing.statusCode).toBe(404);
    const other = await admin(
      t,
      'DELETE',
      `/products/${productId}/media/00000000-0000-4000-8000-000000000000`,
      undefined,
      { cookie: manager.cookie },
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(mediaMessages.mediaNotFound);
  });
});
