import { beforeAll, describe, expect, it } from 'vitest';
import {
  contentBlockResponseSchema,
  homeBannersBlockSchema,
  inFocusResponseSchema,
  seoSettingBlockSchema,
  siteSettingsResponseSchema,
  socialMediaBlockSchema,
} from '@aurelle/contract';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  addToWishlist,
  createCategory,
  createContentBlock,
  createCustomerWithToken,
  createProduct,
  setCurrencyRates,
  setSiteSettings,
} from '../../../test/factories.ts';
import { expectRevalidates } from '../../../test/http-cache.ts';
import {
  DEMO_LEGAL_DETAILS,
  OWNER_LEGAL_DETAILS,
  storeLegalDetails,
} from '../../../test/seller-fixtures.ts';

const t = useTestApp();
const ids: string[] = [];
const seo = {
  meta_title: 'Aurelle — Fine jewellery',
  meta_description: 'Lab-grown diamonds, hand-finished.',
  meta_keywords: 'diamonds, rings',
  og_title: 'Aurelle',
  og_description: 'Fine jewellery',
};
beforeAll(async () => {
  await setCurrencyRates(t.db);
  await createContentBlock(t.db, 'socialMedia', [
    { link: 'https://instagram.com/aurelle', icon: 'instagram' },
  ]);
  await createContentBlock(t.db, 'seo_setting', seo);
  await createContentBlock(
    t.db,
    'seo_setting',
    { ...seo, meta_title: 'Aurelle — Haute joaillerie' },
    'fr',
  );
  // Stored whole, as the contract's envelope `{ data: [...] }` (the demo seed does so).
  await createContentBlock(t.db, 'home_banners', {
    data: [
      {
        title: 'New',
        subtitle: 'In',
        cta_label: 'Shop',
        cta_link: '/shop/opus',
        image: '/media/banner.jpg',
      },
    ],
  });
  await setSiteSettings(t.db, {
    contact: '+91 98765 43210',
    email: 'care@aurelle.example',
    address: { en: '12 Gem Street, Mumbai', fr: '12 rue des Gemmes, Mumbai' },
    pod_status: true,
  });
  const rings = await createCategory(t.db, { slug: 'rings' });
  for (const [sku, name] of [
    ['AU-1', 'First'],
    ['AU-2', 'Second'],
    ['AU-3', 'Third'],
  ] as const) {
    ids.push((await createProduct(t.db, { categoryId: rings.id, sku, name })).id);
  }
  await createProduct(t.db, {
    categoryId: rings.id,
    sku: 'AU-OFF',
    name: 'Retired',
    isActive: false,
  });
  await createContentBlock(t.db, 'infocus_bridal', {
    title: 'Bridal',
    subtitle: 'For the day',
    product_skus: ['AU-3', 'AU-MISSING', 'AU-1', 'AU-OFF'],
  });
  await createContentBlock(t.db, 'infocus_broken', { title: 42 });
  // A block the shop reads, stored in the wrong shape (a story with only its title).
  await createContentBlock(t.db, 'home_story', { data: [{ title: 'Only a title' }] });
  // A block of a name the shop does not know has no shape to keep.
  await createContentBlock(t.db, 'footer_note', { text: 'Anything' });
});

describe('GET /api/setting/store-customization/:blockName', () => {
  it('answers socialMedia as data[] of { link, icon }', async () => {
    const res = await t.get('/api/setting/store-customization/socialMedia');
    expect(res.statusCode).toBe(200);
    expect(socialMediaBlockSchema.parse(res.json()).data).toEqual([
      { link: 'https://instagram.com/aurelle', icon: 'instagram' },
    ]);
    expect(res.json().name).toBe('socialMedia');
  });

  it('answers seo_setting in the request language, falling back to English', async () => {
    const en = contentBlockResponseSchema.parse(
      (await t.get('/api/setting/store-customization/seo_setting')).json(),
    );
    expect(seoSettingBlockSchema.parse(en.data)).toEqual(seo);
    const fr = (
      await t.get('/api/setting/store-customization/seo_setting', { 'accept-language': 'fr' })
    ).json();
    expect(fr.data.meta_title).toBe('Aurelle — Haute joaillerie');
    const social = (
      await t.get('/api/setting/store-customization/socialMedia', { 'accept-language': 'fr' })
    ).json();
    expect(social.data).toHaveLength(1);
  });

  it('answers the home page blocks with the list itself in data, however it is stored', async () => {
    const res = await t.get('/api/setting/store-customization/home_banners');
    expect(homeBannersBlockSchema.parse(res.json()).data[0]?.title).toBe('New');
    expect(Array.isArray(res.json().data)).toBe(true);
  });

  it('answers an unknown block with a JSON 404 and a malformed name with a 400', async () => {
    const missing = await t.get('/api/setting/store-customization/nothing_here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Content block not found' });
    expect(
      (await t.get(`/api/setting/store-customization/${encodeURIComponent('a%b')}`)).statusCode,
    ).toBe(400);
    expect((await t.get(`/api/setting/store-customization/${'x'.repeat(65)}`)).statusCode).toBe(
      400,
    );
  });

  it('answers a block the shop reads only in its known shape, so the web can read it as typed', async () => {
    const broken = await t.get('/api/setting/store-customization/home_story');
    expect(broken.statusCode).toBe(404);
    expect(broken.json()).toEqual({ message: 'Content block not found' });
    const other = await t.get('/api/setting/store-customization/footer_note');
    expect(other.json()).toEqual({ name: 'footer_note', data: { text: 'Anything' } });
  });

  it('sends an ETag and answers 304; browsers ask again each time, so a published change shows at once', async () => {
    await expectRevalidates(t, '/api/setting/store-customization/socialMedia', 'public, max-age=0');
  });
});

describe('GET /api/setting/global/all', () => {
  it('answers the legal details’ contact (the one source), pod_status, its cap and the brand', async () => {
    const res = await t.get('/api/setting/global/all');
    expect(siteSettingsResponseSchema.parse(res.json()).data).toEqual({
      contact: DEMO_LEGAL_DETAILS.customerCare.phone,
      email: DEMO_LEGAL_DETAILS.customerCare.email,
      address: '12 Lavelle Road, Bengaluru 560001, Karnataka',
      pod_status: true,
      pod_cap_inr_paise: 2_00_000_00,
      quote_email: DEMO_LEGAL_DETAILS.customerCare.email,
      launch_at: '2025-01-28T12:50:00',
      brand_name: 'Aurelle',
      brand_slug: 'aurelle',
    });
    const fr = (await t.get('/api/setting/global/all', { 'accept-language': 'fr' })).json();
    expect(fr.data.address).toBe('12 Lavelle Road, Bengaluru 560001, Karnataka');
  });

  it('answers the owner’s contact at once when the legal details are saved, and a browser asks again each time', async () => {
    await expectRevalidates(t, '/api/setting/global/all', 'public, max-age=0');
    await storeLegalDetails(t.db, OWNER_LEGAL_DETAILS);
    const { data } = siteSettingsResponseSchema.parse(
      (await t.get('/api/setting/global/all')).json(),
    );
    expect(data).toMatchObject({
      contact: '+91 22 4000 5678',
      email: 'care@aurelle.in',
      address: '4 Marine Drive, Mumbai 400020, Maharashtra',
    });
  });

  it('refuses a call without the storefront key', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/setting/global/all' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/{brand}/infocus/:blockName', () => {
  it('resolves the block to active products in its order', async () => {
    for (const name of ['infocus_bridal', 'bridal']) {
      const res = await t.get(`/api/aurelle/infocus/${name}`);
      expect(res.statusCode).toBe(200);
      const body = inFocusResponseSchema.parse(res.json());
      expect(body).toMatchObject({
        name: 'infocus_bridal',
        title: 'Bridal',
        subtitle: 'For the day',
      });
      expect(body.products.map((p) => p.name)).toEqual(['Third', 'First']);
      expect(body.products[0]).not.toHaveProperty('inWishlist');
    }
  });

  it('adds wishlist flags with a token and prices in the request currency', async () => {
    const { customer, authorization } = await createCustomerWithToken(t.db, t.env);
    await addToWishlist(t.db, customer.id, ids[0] ?? '');
    const res = await t.get('/api/aurelle/infocus/bridal', {
      authorization,
      'x-currency': 'USD',
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const body = inFocusResponseSchema.parse(res.json());
    expect(body.products.map((p) => [p.name, p.inWishlist, p.currency])).toEqual([
      ['Third', false, 'USD'],
      ['First', true, 'USD'],
    ]);
  });

  it('answers an unknown or malformed block with a JSON 404, and another brand with a 404', async () => {
    expect((await t.get('/api/aurelle/infocus/nothing')).statusCode).toBe(404);
    expect((await t.get('/api/aurelle/infocus/broken')).json()).toEqual({
      message: 'In-focus block not found',
    });
    expect((await t.get('/api/elsewhere/infocus/bridal')).statusCode).toBe(404);
    expect((await t.get('/api/aurelle/infocus/a.b')).statusCode).toBe(400);
  });
});
