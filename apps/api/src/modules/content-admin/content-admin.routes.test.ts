import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_PREVIEW_HEADER,
  contentHomeMessages,
  type ContentPictures,
  type ContentPreview,
  type HomeContentAnswer,
  type HomeContentBody,
} from '@aurelle/contract';
import { eq } from 'drizzle-orm';
import { categories, mediaAssets } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createCategory, createContentBlock, createProduct } from '../../../test/factories.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

const t = useTestApp();
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let manager: Awaited<ReturnType<typeof signedInStaff>>;
let fulfilment: Awaited<ReturnType<typeof signedInStaff>>;
const products: { id: string }[] = [];

const banner = (title: string) => ({
  data: [
    {
      title,
      subtitle: `${title}, below`,
      cta_label: 'Go',
      cta_link: '/shop/opus',
      image: '/media/art/banners/hero-opus.svg',
    },
    { title: 'Second', subtitle: '', cta_label: 'More', cta_link: '/shop', image: '/media/b.svg' },
  ],
});
const seo = (title: string) => ({
  meta_title: title,
  meta_description: `${title} description`,
  meta_keywords: 'rings',
  og_title: title,
  og_description: `${title} description`,
});

beforeAll(async () => {
  owner = await signedInStaff(t, 'owner');
  manager = await signedInStaff(t, 'manager');
  fulfilment = await signedInStaff(t, 'fulfilment');
  const rings = await createCategory(t.db, { slug: 'rings', name: 'Rings', position: 1 });
  await createCategory(t.db, { slug: 'earrings', name: 'Earrings', position: 2 });
  await createCategory(t.db, { slug: 'necklaces', name: 'Necklaces', position: 3 });
  for (const sku of ['AU-RG-001', 'AU-RG-002'])
    products.push(await createProduct(t.db, { categoryId: rings.id, sku, name: `Ring ${sku}` }));
  await createContentBlock(t.db, 'home_banners', banner('Light, held still'), 'en');
  await createContentBlock(t.db, 'home_banners', banner('La lumière, suspendue'), 'fr');
  await createContentBlock(t.db, 'seo_setting', seo('Aurelle'), 'en');
  await createContentBlock(t.db, 'seo_setting', seo('Aurelle FR'), 'fr');
  await createContentBlock(t.db, 'infocus_bridal', {
    title: 'Bridal',
    subtitle: '',
    product_skus: ['AU-RG-001'],
  });
});

const read = async (as = owner) =>
  (
    await admin(t, 'GET', '/content/home', undefined, { cookie: as.cookie })
  ).json<HomeContentAnswer>();
const saveDraft = (body: unknown, as = owner) =>
  admin(t, 'PUT', '/content/home/draft', body as object, { cookie: as.cookie });
const publish = (as = owner) =>
  admin(t, 'POST', '/content/home/publish', {}, { cookie: as.cookie });
const previewToken = async (as = owner) => {
  const answer = await admin(t, 'POST', '/content/home/preview', {}, { cookie: as.cookie });
  expect(answer.statusCode, answer.body).toBe(200);
  const url = new URL(answer.json<ContentPreview>().url, 'https://shop.example');
  expect(url.pathname).toBe('/');
  return url.searchParams.get('preview') ?? '';
};
/** The hero the shop shows in `lang`, as a visitor (or a preview) asks for it. */
async function shopHero(app: TestApp, lang: 'en' | 'fr', preview?: string) {
  const answer = await app.get('/api/setting/store-customization/home_banners', {
    'accept-language': lang,
    ...(preview ? { [CONTENT_PREVIEW_HEADER]: preview } : {}),
  });
  expect(answer.statusCode).toBe(200);
  return {
    title: answer.json().data[0].title as string,
    cacheControl: answer.headers['cache-control'],
  };
}

/** The published content with the hero's words changed in both languages. */
async function edited(en: string, fr: string): Promise<HomeContentBody> {
  const { published } = await read();
  return {
    ...published,
    hero: {
      ...published.hero,
      link: '/shop/rings',
      en: { ...published.hero.en, title: en },
      fr: { ...published.hero.fr, title: fr },
    },
  };
}

describe('the home page’s content', () => {
  it('reads as the shop shows it, in both languages, with no draft', async () => {
    const answer = await read();
    expect(answer.draft).toBeNull();
    expect(answer.published.hero).toMatchObject({
      image: '/media/art/banners/hero-opus.svg',
      link: '/shop/opus',
      en: { title: 'Light, held still', ctaLabel: 'Go' },
      fr: { title: 'La lumière, suspendue' },
    });
    expect(answer.published.seo.fr.metaTitle).toBe('Aurelle FR');
    // The pieces the sliders name, and the categories home may show, to draw them by name.
    expect(answer.pieces).toEqual([
      {
        id: expect.any(String),
        sku: 'AU-RG-001',
        name: 'Ring AU-RG-001',
        status: 'active',
        image: null,
      },
    ]);
    expect(answer.categoryOptions.map((category) => category.name)).toEqual([
      'Rings',
      'Earrings',
      'Necklaces',
    ]);
    expect(answer.published.inFocus[0]).toMatchObject({
      name: 'bridal',
      productSkus: ['AU-RG-001'],
      en: { title: 'Bridal' },
      fr: { title: 'Bridal' },
    });
  });

  it('saves a draft the shop shows only in a preview, then publishes it to every visitor at once, audited', async () => {
    // The shop's hero is in the response cache before the change.
    expect((await shopHero(t, 'en')).title).toBe('Light, held still');
    expect((await shopHero(t, 'fr')).title).toBe('La lumière, suspendue');

    const saved = await saveDraft(await edited('Held in light', 'Tenue dans la lumière'));
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = saved.json<HomeContentAnswer>();
    expect(answer.draft?.hero.en.title).toBe('Held in light');
    expect(answer.draftSavedBy).toBe(owner.email);
    expect(answer.published.hero.en.title).toBe('Light, held still');

    // A visitor still sees what is published; a preview's token shows the draft, kept by no cache.
    expect((await shopHero(t, 'en')).title).toBe('Light, held still');
    const token = await previewToken();
    const preview = await shopHero(t, 'fr', token);
    expect(preview).toEqual({ title: 'Tenue dans la lumière', cacheControl: 'private, no-store' });
    expect((await shopHero(t, 'en', 'forged.token')).title).toBe('Light, held still');
    expect((await shopHero(t, 'fr')).title).toBe('La lumière, suspendue');

    const published = await publish();
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<HomeContentAnswer>()).toMatchObject({
      draft: null,
      published: { hero: { link: '/shop/rings', en: { title: 'Held in light' } } },
    });
    const en = await shopHero(t, 'en');
    expect(en.title).toBe('Held in light');
    // Browsers ask again every time: a change shows on the next page.
    expect(en.cacheControl).toBe('public, max-age=0');
    expect((await shopHero(t, 'fr')).title).toBe('Tenue dans la lumière');
    // The other banners stay after the hero.
    const banners = await t.get('/api/setting/store-customization/home_banners');
    expect(banners.json().data[1].title).toBe('Second');

    const audit = await admin(t, 'GET', '/audit?entityType=content', undefined, {
      cookie: owner.cookie,
    });
    expect(audit.body).toContain('content.published');
    expect(audit.body).toContain('Held in light');
    expect(audit.body).toContain(owner.email);
  });

  it('publishes the search-engine texts and an in-focus slider’s pieces in each language', async () => {
    const body = await edited('Held in light', 'Tenue dans la lumière');
    body.seo.fr = { ...body.seo.fr, metaTitle: 'Bijoux Aurelle' };
    const [bridal] = body.inFocus;
    if (!bridal) throw new Error('The bridal slider is seeded');
    body.inFocus[0] = {
      ...bridal,
      productSkus: ['AU-RG-002', 'AU-RG-001'],
      fr: { title: 'Mariage', subtitle: '' },
    };
    expect((await saveDraft(body)).statusCode).toBe(200);
    expect((await publish()).statusCode).toBe(200);
    const seoFr = await t.get('/api/setting/store-customization/seo_setting', {
      'accept-language': 'fr',
    });
    expect(seoFr.json().data.meta_title).toBe('Bijoux Aurelle');
    const { published } = await read();
    expect(published.inFocus[0]).toMatchObject({
      productSkus: ['AU-RG-002', 'AU-RG-001'],
      fr: { title: 'Mariage' },
      en: { title: 'Bridal' },
    });
  });

  it.each([
    [
      'a javascript: link',
      { link: 'javascript:alert(1)' },
      'hero.link',
      contentHomeMessages.linkInvalid,
    ],
    [
      'another site without https',
      { link: '//evil.example/x' },
      'hero.link',
      contentHomeMessages.linkInvalid,
    ],
    [
      'a picture from elsewhere',
      { image: 'http://evil.example/a.png' },
      'hero.image',
      contentHomeMessages.imageInvalid,
    ],
  ])('refuses %s with a clear 400 and changes nothing', async (_, change, field, message) => {
    const body = await edited('Held in light', 'Tenue dans la lumière');
    const refused = await saveDraft({ ...body, hero: { ...body.hero, ...change } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
    expect((await read()).draft).toBeNull();
  });

  it('refuses an empty or overlong title in either language', async () => {
    const body = await edited('   ', 'x'.repeat(81));
    const refused = await saveDraft(body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      'hero.en.title': contentHomeMessages.titleRequired,
      'hero.fr.title': contentHomeMessages.titleLong,
    });
    expect((await read()).draft).toBeNull();
  });

  it('answers 409 when there is no draft to publish', async () => {
    const refused = await publish();
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(contentHomeMessages.noDraft);
  });

  it('refuses a SKU no piece has with a 400 naming it, and saves nothing', async () => {
    const body = await edited('Held in light', 'Tenue dans la lumière');
    const [bridal] = body.inFocus;
    if (!bridal) throw new Error('The bridal slider is seeded');
    body.inFocus[0] = { ...bridal, productSkus: ['AU-RG-001', 'AU-NOPE-9'] };
    const refused = await saveDraft(body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      contentHomeMessages.unknownSku('AU-NOPE-9'),
    );
    expect((await read()).draft).toBeNull();
  });

  it('refuses an unknown or repeated category with a clear 400, and saves nothing', async () => {
    const body = await edited('Held in light', 'Tenue dans la lumière');
    const unknown = await saveDraft({ ...body, categories: ['rings', 'tiaras'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe(
      contentHomeMessages.unknownCategory('tiaras'),
    );
    const twice = await saveDraft({ ...body, categories: ['rings', 'rings'] });
    expect(twice.statusCode).toBe(400);
    expect((await read()).draft).toBeNull();
  });

  it('publishes which categories home shows and their order; the shop answers them', async () => {
    // Without the block, every category in the catalogue's order.
    expect((await read()).published.categories).toEqual(['rings', 'earrings', 'necklaces']);
    const body = await edited('Held in light', 'Tenue dans la lumière');
    expect((await saveDraft({ ...body, categories: ['necklaces', 'rings'] })).statusCode).toBe(200);
    // A preview shows the draft's order; a visitor, until it is published, none of it.
    const token = await previewToken();
    const previewed = await t.get('/api/setting/store-customization/home_categories', {
      [CONTENT_PREVIEW_HEADER]: token,
    });
    expect(previewed.json().data).toEqual([{ slug: 'necklaces' }, { slug: 'rings' }]);
    expect((await publish()).statusCode).toBe(200);
    expect((await read()).published.categories).toEqual(['necklaces', 'rings']);
    // A category removed since is left out of what the back office offers to save again.
    await t.db.delete(categories).where(eq(categories.slug, 'necklaces'));
    expect((await read()).published.categories).toEqual(['rings']);
    await createCategory(t.db, { slug: 'necklaces', name: 'Necklaces', position: 3 });
    for (const lang of ['en', 'fr']) {
      const shop = await t.get('/api/setting/store-customization/home_categories', {
        'accept-language': lang,
      });
      expect(shop.statusCode).toBe(200);
      expect(shop.json().data).toEqual([{ slug: 'necklaces' }, { slug: 'rings' }]);
    }
  });

  it('discards the draft, audited; discarding again changes nothing', async () => {
    const body = await edited('To be dropped', 'À jeter');
    expect((await saveDraft(body)).statusCode).toBe(200);
    const discard = () =>
      admin(t, 'DELETE', '/content/home/draft', undefined, { cookie: owner.cookie });
    const discarded = await discard();
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json<HomeContentAnswer>().draft).toBeNull();
    expect((await read()).draft).toBeNull();
    expect((await shopHero(t, 'en')).title).not.toBe('To be dropped');
    expect((await discard()).statusCode).toBe(200);
    const audit = await admin(t, 'GET', '/audit?entityType=content', undefined, {
      cookie: owner.cookie,
    });
    expect(audit.body.split('content.draft-discarded').length - 1).toBe(1);
    expect(
      (await admin(t, 'DELETE', '/content/home/draft', undefined, { cookie: fulfilment.cookie }))
        .statusCode,
    ).toBe(403);
  });

  it('lists the media library’s ready pictures for the hero', async () => {
    const [ring] = products;
    if (!ring) throw new Error('A ring is made above');
    const picture = (status: 'ready' | 'processing', url: string | null) => ({
      productId: ring.id,
      kind: 'image' as const,
      position: 0,
      status,
      url,
      alt: { en: 'A ring' },
    });
    await t.db
      .insert(mediaAssets)
      .values([picture('ready', '/media/p/abc.1600w.webp'), picture('processing', null)]);
    const answer = await admin(t, 'GET', '/content/pictures', undefined, { cookie: owner.cookie });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<ContentPictures>().items).toEqual([
      {
        id: expect.any(String),
        url: '/media/p/abc.1600w.webp',
        alt: 'A ring',
        productName: 'Ring AU-RG-001',
        status: 'ready',
      },
    ]);
  });

  it('is the owner’s and the managers’: fulfilment may neither read, preview, save nor publish', async () => {
    const body = await edited('By a manager', 'Par un responsable');
    expect((await saveDraft(body, manager)).statusCode).toBe(200);
    for (const call of [
      admin(t, 'GET', '/content/home', undefined, { cookie: fulfilment.cookie }),
      admin(t, 'POST', '/content/home/preview', {}, { cookie: fulfilment.cookie }),
      saveDraft(body, fulfilment),
      publish(fulfilment),
    ])
      expect((await call).statusCode).toBe(403);
    expect((await read()).draft?.hero.en.title).toBe('By a manager');
    expect((await publish(manager)).statusCode).toBe(200);
    expect((await shopHero(t, 'en')).title).toBe('By a manager');
  });
});

describe('two instances on one database, each re-reading the versions every second', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Development mode: the recheck a running shop has, not the tests' 0.
    a = await buildTestApp({ NODE_ENV: 'development' }, { shareDatabaseOf: t });
    b = await buildTestApp({ NODE_ENV: 'development' }, { shareDatabaseOf: t });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('shows a hero published on one instance on the other within a second, not a cache’s minute', async () => {
    const before = (await shopHero(b, 'fr')).title;
    expect((await shopHero(a, 'fr')).title).toBe(before);
    expect((await saveDraft(await edited('Everywhere', 'Partout'))).statusCode).toBe(200);
    expect((await publish()).statusCode).toBe(200);
    const publishedAt = Date.now();
    await expect
      .poll(async () => (await shopHero(b, 'fr')).title, { timeout: 1500, interval: 20 })
      .toBe('Partout');
    expect(Date.now() - publishedAt).toBeLessThan(1500);
    expect((await shopHero(a, 'en')).title).toBe('Everywhere');
  });
});
