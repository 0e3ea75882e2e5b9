import { beforeAll, describe, expect, it } from 'vitest';
import {
  POD_CAP_INR_PAISE,
  shopSettingsMessages,
  siteSettingsResponseSchema,
  type CashOnDeliveryBody,
  type CashOnDeliverySettings,
  type SocialLinks,
  type StorefrontSettings,
} from '@aurelle/contract';
import { createContentBlock } from '../../../test/factories.ts';
import { useCheckoutTestApp } from '../../../test/use-test-app.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';
import {
  customerWithCart,
  orderableProduct,
  orderBody,
  placeOrder,
} from '../../../test/order-helpers.ts';

const t = useCheckoutTestApp();
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let manager: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  owner = await signedInStaff(t, 'owner');
  manager = await signedInStaff(t, 'manager');
});

const saveCash = (body: CashOnDeliveryBody, as = owner) =>
  admin(t, 'PUT', '/settings/cash-on-delivery', body, { cookie: as.cookie });
const readCash = async () =>
  (
    await admin(t, 'GET', '/settings/cash-on-delivery', undefined, { cookie: owner.cookie })
  ).json<CashOnDeliverySettings>();
const shopSettings = async () =>
  siteSettingsResponseSchema.parse((await t.get('/api/setting/global/all')).json()).data;

describe('cash on delivery in the settings', () => {
  it('reaches the shop at once when the owner turns it on, lowers its cap and turns it off, each change audited', async () => {
    expect(await readCash()).toEqual({ enabled: false, capPaise: POD_CAP_INR_PAISE });
    // The shop's settings are in the response cache before each change.
    expect((await shopSettings()).pod_status).toBe(false);

    const on = await saveCash({ enabled: true, capPaise: 50_000_00 });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<CashOnDeliverySettings>()).toEqual({ enabled: true, capPaise: 50_000_00 });
    expect(await shopSettings()).toMatchObject({ pod_status: true, pod_cap_inr_paise: 50_000_00 });

    await saveCash({ enabled: false, capPaise: 50_000_00 });
    expect((await shopSettings()).pod_status).toBe(false);

    const audit = await admin(t, 'GET', '/audit?entityType=settings', undefined, {
      cookie: owner.cookie,
    });
    expect(audit.body).toContain('cash_on_delivery');
  });

  it('refuses a cap above the law’s ₹2,00,000 and changes nothing', async () => {
    const before = await readCash();
    const above = await saveCash({ enabled: true, capPaise: POD_CAP_INR_PAISE + 1 });
    expect(above.statusCode).toBe(400);
    expect(above.json<{ errors: Record<string, string> }>().errors.capPaise).toBe(
      shopSettingsMessages.cashCapInvalid,
    );
    expect(await readCash()).toEqual(before);
  });

  it('are the owner’s to change: a manager gets 403', async () => {
    expect(
      (await admin(t, 'GET', '/settings/cash-on-delivery', undefined, { cookie: manager.cookie }))
        .statusCode,
    ).toBe(403);
    expect((await saveCash({ enabled: true, capPaise: 1_00 }, manager)).statusCode).toBe(403);
  });

  it('refuses a cash order at the owner’s cap, and one while cash is off; a card order goes through', async () => {
    await saveCash({ enabled: true, capPaise: 50_000_00 });
    const product = await orderableProduct(t.db, { stock: 5, price: 30_000_00 });
    const s = await customerWithCart(t, product.id, 2);
    const body = orderBody(s.address.id, [{ product_id: product.id, quantity: 2 }]);
    const capped = await placeOrder(t, s.authorization, body);
    expect(capped.statusCode).toBe(400);
    expect(capped.json<{ message: string }>().message).toBe(
      'Cash on delivery is available only for orders under ₹50,000.',
    );
    await saveCash({ enabled: false, capPaise: POD_CAP_INR_PAISE });
    const off = await placeOrder(t, s.authorization, body);
    expect(off.json<{ message: string }>().message).toBe(
      'Cash on delivery is not available at the moment.',
    );
    const card = await placeOrder(t, s.authorization, { ...body, paymentMethod: 'razorpay' });
    expect(card.statusCode, card.body).toBe(200);
  });
});

describe('the request-quote e-mail and the launch date in the settings', () => {
  const saveStorefront = (body: object, as = owner) =>
    admin(t, 'PUT', '/settings/storefront', body, { cookie: as.cookie });

  it('reach the shop at once, the e-mail back to the contact one when emptied, each change audited', async () => {
    const before = await admin(t, 'GET', '/settings/storefront', undefined, {
      cookie: owner.cookie,
    });
    expect(before.json<StorefrontSettings>()).toEqual({
      quoteEmail: null,
      launchAt: t.env.LAUNCH_AT,
    });
    const contactEmail = (await shopSettings()).email;
    expect((await shopSettings()).quote_email).toBe(contactEmail);

    const saved = await saveStorefront({
      quoteEmail: ' Quotes@Aurelle.example ',
      launchAt: '2026-12-01T10:00',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<StorefrontSettings>()).toEqual({
      quoteEmail: 'quotes@aurelle.example',
      launchAt: '2026-12-01T10:00',
    });
    expect(await shopSettings()).toMatchObject({
      quote_email: 'quotes@aurelle.example',
      launch_at: '2026-12-01T10:00',
    });

    await saveStorefront({ quoteEmail: null, launchAt: t.env.LAUNCH_AT });
    expect(await shopSettings()).toMatchObject({
      quote_email: contactEmail,
      launch_at: t.env.LAUNCH_AT,
    });
    const audit = await admin(t, 'GET', '/audit?entityType=settings', undefined, {
      cookie: owner.cookie,
    });
    expect(audit.body).toContain('storefront');
  });

  it('refuse an address that is not one, or a date the calendar lacks, and change nothing', async () => {
    const email = await saveStorefront({
      quoteEmail: 'quotes at aurelle',
      launchAt: '2026-12-01T10:00',
    });
    expect(email.statusCode).toBe(400);
    expect(email.json<{ errors: Record<string, string> }>().errors.quoteEmail).toBe(
      shopSettingsMessages.emailInvalid,
    );
    const date = await saveStorefront({ quoteEmail: null, launchAt: '2026-02-30T10:00' });
    expect(date.statusCode).toBe(400);
    expect(date.json<{ errors: Record<string, string> }>().errors.launchAt).toBe(
      shopSettingsMessages.launchAtInvalid,
    );
    expect((await shopSettings()).launch_at).toBe(t.env.LAUNCH_AT);
    expect(
      (await saveStorefront({ quoteEmail: null, launchAt: '2026-12-01T10:00' }, manager))
        .statusCode,
    ).toBe(403);
  });
});

describe('the social links in the settings', () => {
  const none = {
    instagram: null,
    facebook: null,
    pinterest: null,
    x: null,
    youtube: null,
    linkedin: null,
  };
  const saveLinks = (body: object, as = owner) =>
    admin(t, 'PUT', '/settings/social-links', body, { cookie: as.cookie });
  const shopLinks = async (lang: string) =>
    (
      await t.get('/api/setting/store-customization/socialMedia', { 'accept-language': lang })
    ).json<{ data: { link: string; icon: string }[] }>().data;

  it('are the one list the shop shows in both languages, at once, each change audited', async () => {
    await createContentBlock(
      t.db,
      'socialMedia',
      [{ link: 'https://old.example/fr', icon: 'instagram' }],
      'fr',
    );
    await createContentBlock(t.db, 'socialMedia', [
      { link: 'https://twitter.com/aurelle', icon: 'twitter' },
    ]);
    const before = await admin(t, 'GET', '/settings/social-links', undefined, {
      cookie: owner.cookie,
    });
    expect(before.json<SocialLinks>()).toEqual({ ...none, x: 'https://twitter.com/aurelle' });
    expect(await shopLinks('fr')).toEqual([{ link: 'https://old.example/fr', icon: 'instagram' }]);

    const saved = await saveLinks({
      ...none,
      instagram: 'https://instagram.com/aurelle',
      x: 'https://x.com/aurelle',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const links = [
      { link: 'https://instagram.com/aurelle', icon: 'instagram' },
      { link: 'https://x.com/aurelle', icon: 'x' },
    ];
    expect(await shopLinks('en')).toEqual(links);
    expect(await shopLinks('fr')).toEqual(links);
    const audit = await admin(t, 'GET', '/audit?entityType=settings', undefined, {
      cookie: owner.cookie,
    });
    expect(audit.body).toContain('social_links');
  });

  it('refuse an address that is not https, and change nothing', async () => {
    const before = await shopLinks('en');
    const refused = await saveLinks({ ...none, facebook: 'javascript:alert(1)' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: Record<string, string> }>().errors.facebook).toBe(
      shopSettingsMessages.socialLinkInvalid,
    );
    expect(await shopLinks('en')).toEqual(before);
    expect((await saveLinks(none, manager)).statusCode).toBe(403);
  });
});
