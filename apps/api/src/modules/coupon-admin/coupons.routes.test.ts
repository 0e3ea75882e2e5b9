import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminCouponListSchema,
  adminCouponPageSchema,
  type AdminCoupon,
  type CouponBody,
} from '@aurelle/contract';
import { auditLog, coupons } from '../../db/schema/index.ts';
import { useCheckoutTestApp } from '../../../test/use-test-app.ts';
import { insertRefund } from '../../../test/customer-helpers.ts';
import { customerWithCart, orderableProduct, placeOrderAs } from '../../../test/order-helpers.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';

const t = useCheckoutTestApp();
let manager: string;
let fulfilment: string;
let accountant: string;

beforeAll(async () => {
  manager = (await signedInStaff(t, 'manager')).cookie;
  fulfilment = (await signedInStaff(t, 'fulfilment')).cookie;
  accountant = (await signedInStaff(t, 'accountant')).cookie;
});

const DAY = 86_400_000;
const as = (cookie: string) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  admin(t, method, url, payload, { cookie });
const asManager = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  as(manager)(method, url, payload);

let codes = 0;
function body(over: Partial<CouponBody> = {}): CouponBody {
  codes += 1;
  return {
    couponCode: `Diwali-${codes}`,
    title: { en: 'Diwali offer', fr: 'Offre de Diwali' },
    discountType: 'percentage',
    discountValue: 10,
    maxDiscount: 5_000_00,
    minimumAmount: 20_000_00,
    couponQuantity: 100,
    usesPerCustomer: 1,
    visibility: 'open',
    startTime: new Date(Date.now() - DAY).toISOString(),
    endTime: new Date(Date.now() + 30 * DAY).toISOString(),
    ...over,
  };
}

async function create(over: Partial<CouponBody> = {}): Promise<AdminCoupon> {
  const res = await asManager('POST', '/coupons', body(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('creating and listing coupons', () => {
  it('creates a coupon as typed, lists it live with its limits, and audits it', async () => {
    const coupon = await create({ couponCode: 'Welcome-Back' });
    expect(coupon).toMatchObject({
      couponCode: 'Welcome-Back',
      title: { en: 'Diwali offer', fr: 'Offre de Diwali' },
      discountType: 'percentage',
      discountValue: 10,
      maxDiscount: 5_000_00,
      minimumAmount: 20_000_00,
      couponQuantity: 100,
      usesPerCustomer: 1,
      visibility: 'open',
      status: 'live',
      used: 0,
      disabledAt: null,
    });
    const list = adminCouponListSchema.parse((await asManager('GET', '/coupons')).json());
    expect(list.items.find((c) => c.id === coupon.id)?.status).toBe('live');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'coupon'), eq(auditLog.entityId, coupon.id)));
    expect(entry?.action).toBe('coupon.created');
    expect(entry?.changes).toMatchObject({ couponCode: { after: 'Welcome-Back' } });
  });

  it('refuses a code another coupon has in any case with a 409 under the field, writing nothing', async () => {
    await create({ couponCode: 'FESTIVE' });
    const res = await asManager('POST', '/coupons', body({ couponCode: 'festive' }));
    expect(res.statusCode).toBe(409);
    const message = 'Another coupon already has this code (whatever its case)';
    expect(res.json()).toEqual({ message, errors: { couponCode: message } });
    const rows = await t.db.select().from(coupons).where(eq(coupons.couponCode, 'festive'));
    expect(rows).toHaveLength(0);
  });

  it('refuses bad input with sentences under the fields', async () => {
    const cases: [Partial<CouponBody>, string, string][] = [
      [{ discountValue: 0 }, 'discountValue', 'Enter a whole percentage from 1 to 100'],
      [{ discountValue: 101 }, 'discountValue', 'Enter a whole percentage from 1 to 100'],
      [
        { discountType: 'fixed', discountValue: 500_00 },
        'maxDiscount',
        'A fixed amount has no maximum discount: leave it empty',
      ],
      [
        { endTime: new Date(Date.now() - 2 * DAY).toISOString() },
        'endTime',
        'The end must be after the start',
      ],
      [{ usesPerCustomer: 0 }, 'usesPerCustomer', expect.stringMatching(/^Enter a whole number/)],
      [{ couponCode: 'NO SPACES' }, 'couponCode', expect.stringMatching(/^Use 3 to 30 letters/)],
      [{ title: { en: 'Offer', fr: '  ' } }, 'title.fr', 'Enter the title'],
    ];
    for (const [over, field, message] of cases) {
      const res = await asManager('POST', '/coupons', body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors?.[field]).toEqual(message);
    }
  });

  it('lets managers and the owner in, and refuses fulfilment and accountants', async () => {
    expect((await as(fulfilment)('GET', '/coupons')).statusCode).toBe(403);
    expect((await as(accountant)('GET', '/coupons')).statusCode).toBe(403);
    expect((await as(accountant)('POST', '/coupons', body())).statusCode).toBe(403);
  });
});

describe('changing, disabling and enabling a coupon', () => {
  it('saves a change, audits what changed, and answers 404 for an unknown coupon', async () => {
    const coupon = await create();
    const res = await asManager(
      'PUT',
      `/coupons/${coupon.id}`,
      body({
        couponCode: coupon.couponCode,
        startTime: coupon.startTime,
        endTime: coupon.endTime,
        discountType: 'fixed',
        discountValue: 1_500_00,
        maxDiscount: null,
        usesPerCustomer: null,
        visibility: 'hidden',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      discountType: 'fixed',
      discountValue: 1_500_00,
      usesPerCustomer: null,
      visibility: 'hidden',
    });
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.couponType).toBe('private');
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, coupon.id));
    const updated = entries.find((e) => e.action === 'coupon.updated');
    expect(Object.keys(updated?.changes ?? {}).sort()).toEqual([
      'discountType',
      'discountValue',
      'maxDiscount',
      'usesPerCustomer',
      'visibility',
    ]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await asManager('PUT', `/coupons/${unknown}`, body())).statusCode).toBe(404);
    expect((await asManager('POST', `/coupons/${unknown}/disable`)).statusCode).toBe(404);
  });

  it('disables a coupon (the shop then refuses it) and enables it again', async () => {
    const coupon = await create({ minimumAmount: 0 });
    const disabled = await asManager('POST', `/coupons/${coupon.id}/disable`);
    expect(disabled.json()).toMatchObject({ status: 'disabled', disabledAt: expect.any(String) });
    const product = await orderableProduct(t.db, { stock: 5 });
    const shopper = await customerWithCart(t, product.id, 1);
    const cart = (code: string) =>
      t.app.inject({
        url: `/api/customer/cart?couponCode=${code}`,
        headers: { ...t.headers, authorization: shopper.authorization },
      });
    expect((await cart(coupon.couponCode)).json().message).toBe(
      'Uh oh! This coupon is no longer available',
    );
    const enabled = await asManager('POST', `/coupons/${coupon.id}/enable`);
    expect(enabled.json()).toMatchObject({ status: 'live', disabledAt: null });
    expect((await cart(coupon.couponCode)).statusCode).toBe(200);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, coupon.id)))
      .map((e) => e.action)
      .sort();
    expect(actions).toEqual(['coupon.created', 'coupon.disabled', 'coupon.enabled']);
  });

  it('says a coupon is scheduled before its start, ended from its end, used up without uses', async () => {
    const soon = await create({
      startTime: new Date(Date.now() + DAY).toISOString(),
      endTime: new Date(Date.now() + 2 * DAY).toISOString(),
    });
    const over = await create({
      startTime: new Date(Date.now() - 2 * DAY).toISOString(),
      endTime: new Date(Date.now() - DAY).toISOString(),
    });
    const gone = await create({ couponQuantity: 0 });
    expect([soon.status, over.status, gone.status]).toEqual(['scheduled', 'ended', 'usedUp']);
  });
});

describe("a coupon's page", () => {
  it('lists its uses with their orders and customers, and its revenue net of refunds', async () => {
    const coupon = await create({ minimumAmount: 0, maxDiscount: null, usesPerCustomer: null });
    const product = await orderableProduct(t.db, { stock: 10, price: 10_000_00 });
    const lines = [{ product_id: product.id, quantity: 1 }];
    const asha = await customerWithCart(t, product.id, 1);
    const ravi = await customerWithCart(t, product.id, 1);
    const first = await placeOrderAs(t, asha, lines, { couponCode: coupon.couponCode });
    const second = await placeOrderAs(t, ravi, lines, { couponCode: coupon.couponCode });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    await insertRefund(t.db, first.json().data._id, 2_000_00, 'processed');
    await insertRefund(t.db, second.json().data._id, 1_000_00, 'pending');

    const res = await asManager('GET', `/coupons/${coupon.id}`);
    expect(res.statusCode).toBe(200);
    const page = adminCouponPageSchema.parse(res.json());
    expect(page.coupon.used).toBe(2);
    expect(page.coupon.couponQuantity).toBe(98);
    expect(page.uses.map((u) => u.id).sort()).toEqual(
      [first.json().data._id, second.json().data._id].sort(),
    );
    expect(page.uses[0]).toMatchObject({
      orderNumber: expect.stringMatching(/^AU-/),
      customerId: ravi.customer.id,
      discount: 1_000_00,
      total: 9_000_00,
      refunded: 0,
    });
    expect(page.discountGiven).toBe(2_000_00);
    // Two cash orders of ₹9,000, less the ₹2,000 processed refund (the pending one not yet).
    expect(page.revenue).toBe(16_000_00);
  });
});
