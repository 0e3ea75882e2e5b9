import { beforeAll, describe, expect, it } from 'vitest';
import {
  couponDetailsResponseSchema,
  couponListResponseSchema,
  type CouponListResponse,
} from '@aurelle/contract';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  createCoupon,
  createCustomerWithToken,
  setCurrencyRates,
} from '../../../test/factories.ts';

const t = useTestApp();
let authorization: string;
const DAY = 86_400_000;
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  await setCurrencyRates(t.db);
  authorization = (await createCustomerWithToken(t.db, t.env)).authorization;
  await createCoupon(t.db, {
    couponCode: 'WELCOME10',
    title: { en: 'Welcome offer', fr: 'Offre de bienvenue' },
    discountValue: 10,
    maxDiscount: 5_000_00,
    minimumAmount: 20_000_00,
  });
  await createCoupon(t.db, {
    couponCode: 'FLAT3000',
    discountType: 'fixed',
    discountValue: 3_000_00,
  });
  await createCoupon(t.db, { couponCode: 'OLD', endTime: new Date(Date.now() - DAY) });
  await createCoupon(t.db, { couponCode: 'GONE', couponQuantity: 0 });
  await createCoupon(t.db, { couponCode: 'SOON', startTime: new Date(Date.now() + DAY) });
  await createCoupon(t.db, { couponCode: 'VIP', couponType: 'private' });
});

const get = (query = '?couponType=open', headers: Record<string, string> = {}) =>
  t.get(`/api/coupon/${query}`, { authorization, ...headers });
const details = (couponCode: unknown, headers: Record<string, string> = {}, brand = 'aurelle') =>
  t.app.inject({
    method: 'POST',
    url: `/api/${brand}/getCouponDetailsFromCode`,
    headers: { ...t.headers, authorization, ...headers },
    payload: { couponCode },
  });

describe('GET /coupon/?couponType=open', () => {
  it('answers 401 without a token', async () => {
    const res = await t.get('/api/coupon/');
    expect(res.statusCode).toBe(401);
  });

  it('lists open coupons that have started, live ones first, for the customer’s browser alone', async () => {
    const res = await get();
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const { coupons }: CouponListResponse = couponListResponseSchema.parse(res.json());
    expect(coupons.map((c) => c.couponCode)).toEqual(['FLAT3000', 'WELCOME10', 'GONE', 'OLD']);
    expect(coupons[1]).toEqual({
      _id: expect.any(String),
      couponCode: 'WELCOME10',
      title: 'Welcome offer',
      description: '10% off, up to ₹5,000',
      minimumAmount: 20_000,
      minimumAmountFormatted: '₹20,000',
      couponQuantity: 10,
      endTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(coupons[0]?.description).toBe('₹3,000 off');
    expect((await get('')).json()).toEqual(res.json());
  });

  it('writes titles, descriptions and amounts in the request’s language and currency', async () => {
    const res = await get('?couponType=open', { 'accept-language': 'fr', 'x-currency': 'EUR' });
    const welcome = res
      .json()
      .coupons.find((c: { couponCode: string }) => c.couponCode === 'WELCOME10');
    expect(welcome.title).toBe('Offre de bienvenue');
    expect(plain(welcome.description)).toBe("10 % de remise, jusqu'à 55,00 €");
    expect(welcome.minimumAmount).toBe(220);
    expect(plain(welcome.minimumAmountFormatted)).toBe('220,00 €');
  });

  it('refuses another coupon type with a 400', async () => {
    expect((await get('?couponType=private')).statusCode).toBe(400);
  });
});

describe('POST /{brand}/getCouponDetailsFromCode', () => {
  it('answers data.data.couponCode and the details, whatever the case typed', async () => {
    const res = await details('welcome10');
    expect(res.statusCode).toBe(200);
    const body = couponDetailsResponseSchema.parse(res.json());
    expect(body.data.data.couponCode).toBe('WELCOME10');
    expect(body.data.data.description).toBe('10% off, up to ₹5,000');
    expect((await details('VIP')).json().data.data.couponCode).toBe('VIP');
  });

  it('answers an expired or used-up coupon too, so the browser can say why it fails', async () => {
    expect((await details('OLD')).statusCode).toBe(200);
    expect((await details('GONE')).json().data.data.couponQuantity).toBe(0);
  });

  it('answers an unknown or not yet started code with a clear 404, in French too', async () => {
    const res = await details('NOPE');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Sorry! We could not find this coupon' });
    expect((await details('SOON')).statusCode).toBe(404);
    expect((await details('NOPE', { 'accept-language': 'fr' })).json().message).toBe(
      'Désolé ! Ce coupon est introuvable',
    );
  });

  it('answers a code no coupon can have with the sentence of one not found, in French too', async () => {
    for (const code of ['WELCOME 10', 'W'.repeat(41)]) {
      const res = await details(code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Sorry! We could not find this coupon',
        errors: { couponCode: 'Sorry! We could not find this coupon' },
      });
    }
    expect((await details('WELCOME 10', { 'accept-language': 'fr' })).json().message).toBe(
      'Désolé ! Ce coupon est introuvable',
    );
  });

  it('refuses a malformed code with a 400, another brand with a 404, no token with a 401', async () => {
    expect((await details('')).statusCode).toBe(400);
    expect((await details('WELCOME 10')).statusCode).toBe(400);
    expect((await details(42)).statusCode).toBe(400);
    expect((await details('WELCOME10', {}, 'other')).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/aurelle/getCouponDetailsFromCode',
      headers: t.headers,
      payload: { couponCode: 'WELCOME10' },
    });
    expect(res.statusCode).toBe(401);
  });
});
