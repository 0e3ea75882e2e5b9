import { beforeAll, describe, expect, it } from 'vitest';
import {
  POD_CAP_INR_PAISE,
  shopSettingsMessages,
  siteSettingsResponseSchema,
  type CashOnDeliveryBody,
  type CashOnDeliverySettings,
} from '@aurelle/contract';
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
