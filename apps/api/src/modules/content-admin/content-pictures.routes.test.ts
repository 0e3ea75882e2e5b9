import { and, eq, isNull } from 'drizzle-orm';
import {
  BufferTarget,
  EncodedPacket,
  EncodedVideoPacketSource,
  Output,
  WebMOutputFormat,
} from 'mediabunny';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_REQUEST_HEADER, mediaMessages, type ContentPictures } from '@aurelle/contract';
import { auditLog, jobs, mediaAssets, products } from '../../db/schema/index.ts';
import { freshIp } from '../../../test/accounts.ts';
import { createCategory, createProduct } from '../../../test/factories.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

const t = useTestApp();
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let manager: Awaited<ReturnType<typeof signedInStaff>>;
let fulfilment: Awaited<ReturnType<typeof signedInStaff>>;
let categoryId: string;

beforeAll(async () => {
  owner = await signedInStaff(t, 'owner');
  manager = await signedInStaff(t, 'manager');
  fulfilment = await signedInStaff(t, 'fulfilment');
  categoryId = (await createCategory(t.db, { slug: 'rings' })).id;
});

let shade = 0;
/** A PNG of its own each time (its content hash names its files). */
const png = () =>
  sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 200, g: shade++, b: 120 } },
  })
    .png()
    .toBuffer();

/** A real WebM container with one VP9 track of one frame (its bytes made up). */
async function film() {
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  const frames = new EncodedVideoPacketSource('vp9');
  output.addVideoTrack(frames, { frameRate: 1 });
  await output.start();
  await frames.add(new EncodedPacket(new Uint8Array(64).fill(3), 'key', 0, 1), {
    decoderConfig: { codec: 'vp09.00.10.08', codedWidth: 640, codedHeight: 360 },
  });
  await output.finalize();
  return Buffer.from(output.target.buffer ?? new ArrayBuffer(0));
}

function upload(parts: Part[], cookie = owner.cookie) {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/content/pictures',
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

const listed = async (cookie = owner.cookie) => {
  const answer = await admin(t, 'GET', '/content/pictures', undefined, { cookie });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ContentPictures>().items;
};

/** The shop's own pictures and the jobs to make them: what a refused upload must leave as it was. */
const state = async () => ({
  pictures: await t.db.select().from(mediaAssets).where(isNull(mediaAssets.productId)),
  jobs: (await t.db.select().from(jobs).where(eq(jobs.kind, 'media.derive'))).length,
});

describe('POST /api/admin/content/pictures', () => {
  it('stores a picture of the shop’s own, derives it as a product’s photo, and lists it first once ready', async () => {
    const product = await createProduct(t.db, { categoryId, images: [], media: [] });
    await t.db.insert(mediaAssets).values({
      productId: product.id,
      kind: 'image',
      position: 0,
      status: 'ready',
      url: '/media/p/older.1600w.webp',
      alt: { en: 'A ring on silk' },
    });

    const answer = await upload([{ filename: 'hero.png', type: 'image/png', body: await png() }]);
    expect(answer.statusCode, answer.body).toBe(200);
    const [added] = answer.json<ContentPictures>().items;
    expect(added).toEqual({
      id: expect.any(String),
      url: null,
      alt: '',
      productName: null,
      status: 'processing',
    });
    // Listed at once as being made, ahead of the products' photos.
    expect((await listed())[0]).toEqual(added);

    await t.app.jobs.drain();
    const items = await listed();
    const ready = items[0];
    expect(ready).toMatchObject({ id: added?.id, status: 'ready', productName: null });
    expect(ready?.url).toMatch(/^\/media\/p\/[0-9a-f]{20}\.900w\.webp$/);
    expect(items.find((item) => item.alt === 'A ring on silk')).toMatchObject({
      productName: expect.any(String),
      status: 'ready',
    });
    const [row] = await t.db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.id, added?.id ?? ''));
    expect(row).toMatchObject({ productId: null, width: 900, height: 600 });
    expect(row?.placeholder).toMatch(/^data:image\/webp;base64,/);
    const base = ready?.url?.replace(/\.900w\.webp$/, '');
    for (const name of ['400w.webp', '800w.webp', '900w.webp', '400w.avif', '900w.avif']) {
      const file = await t.app.inject({ method: 'GET', url: `${base}.${name}` });
      expect(file.statusCode, name).toBe(200);
    }
    // The product's own photos and shop columns are as they were.
    const [productRow] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(productRow?.images).toEqual([]);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'content'), eq(auditLog.action, 'media.added')));
    expect(audit.at(-1)).toMatchObject({ entityId: 'pictures', actor: owner.email });
  });

  it('leaves product photos as they were: uploaded to a product, ready in its columns; deleting a product takes only its photos', async () => {
    const product = await createProduct(t.db, { categoryId, images: [], media: [] });
    const { payload, contentType } = multipart([{ filename: 'ring.png', body: await png() }]);
    const photo = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/media`,
      headers: {
        [ADMIN_REQUEST_HEADER]: '1',
        origin: t.env.PUBLIC_URL,
        cookie: manager.cookie,
        'content-type': contentType,
      },
      remoteAddress: freshIp(),
      payload,
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const own = await upload([{ filename: 'own.png', body: await png() }], manager.cookie);
    expect(own.statusCode, own.body).toBe(200);
    await t.app.jobs.drain();

    const [productRow] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(productRow?.images).toHaveLength(1);
    expect(productRow?.images[0]).toMatch(/^\/media\/p\/[0-9a-f]{20}\.900w\.webp$/);

    const ownId = own.json<ContentPictures>().items[0]?.id ?? '';
    await t.db.delete(products).where(eq(products.id, product.id));
    expect(
      await t.db.select().from(mediaAssets).where(eq(mediaAssets.productId, product.id)),
    ).toEqual([]);
    const [kept] = await t.db.select().from(mediaAssets).where(eq(mediaAssets.id, ownId));
    expect(kept).toMatchObject({ status: 'ready', productId: null });
  });

  it('refuses no file, a non-picture, a film and a picture over 20 MB, changing nothing', async () => {
    const before = await state();

    const none = await upload([]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      message: mediaMessages.noFiles,
      errors: { files: mediaMessages.noFiles },
    });

    const text = await upload([
      { filename: 'hero.jpg', type: 'image/jpeg', body: Buffer.from('not a picture at all') },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      message: mediaMessages.notMedia,
      errors: { 'hero.jpg': mediaMessages.notMedia },
    });

    const webm = await upload([{ filename: 'hero.webm', body: await film() }]);
    expect(webm.statusCode).toBe(415);
    expect(webm.json()).toEqual({
      message: mediaMessages.notPicture,
      errors: { 'hero.webm': mediaMessages.notPicture },
    });

    const large = Buffer.concat([await png(), Buffer.alloc(20 * 1024 * 1024 + 1)]);
    const huge = await upload([
      { filename: 'fine.png', body: await png() },
      { filename: 'huge.png', body: large },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(mediaMessages.photoTooLarge);

    const plain = await admin(
      t,
      'POST',
      '/content/pictures',
      { files: [] },
      { cookie: owner.cookie },
    );
    expect(plain.statusCode).toBe(415);
    expect(plain.json().message).toBe(mediaMessages.notMultipart);

    expect(await state()).toEqual(before);
  });

  it('is the owner’s and the managers’: fulfilment may neither upload nor list', async () => {
    const before = await state();
    const refused = await upload([{ filename: 'a.png', body: await png() }], fulfilment.cookie);
    expect(refused.statusCode).toBe(403);
    expect(await state()).toEqual(before);
    const list = await admin(t, 'GET', '/content/pictures', undefined, {
      cookie: fulfilment.cookie,
    });
    expect(list.statusCode).toBe(403);
  });
});
