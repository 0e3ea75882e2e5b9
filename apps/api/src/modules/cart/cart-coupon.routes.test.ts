import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  createCategory,
  createCoupon,
  createCustomerWithToken,
  createProduct,
  setCurrencyRates,
} from '../../../test/factories.ts';

// The coupon checks (expired, minimum, none left; spec §5) run on the server when
// GET /customer/cart carries a couponCode, and refuse in the spec's words.
const t = useTestApp();
let pendant: string;
let band: string;
const DAY = 86_400_000;
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  await setCurrencyRates(t.db);
  const category = await createCategory(t.db);
  pendant = (await createProduct(t.db, { categoryId: category.id, price: 50_000_00, stock: 9 })).id;
  band = (await createProduct(t.db, { categoryId: category.id, price: 1_000_00, stock: 9 })).id;
  await createCoupon(t.db, {
    couponCode: 'WELCOME10',
    discountValue: 10,
    maxDiscount: 5_000_00,
    minimumAmount: 20_000_00,
  });
  await createCoupon(t.db, { couponCode: 'TEN', discountValue: 10 });
  await createCoupon(t.db, {
    couponCode: 'FLAT3000',
    discountType: 'fixed',
    discountValue: 3_000_00,
  });
  await createCoupon(t.db, {
    couponCode: 'HUGE',
    discountType: 'fixed',
    discountValue: 5_00_000_00,
  });
  // Fails all three checks: the first in order (expired; spec §5) answers.
  await createCoupon(t.db, {
    couponCode: 'OLD',
    endTime: new Date(Date.now() - DAY),
    minimumAmount: 10_00_000_00,
    couponQuantity: 0,
  });
  await createCoupon(t.db, { couponCode: 'GONE', couponQuantity: 0 });
});

/** A new customer with `quantity` pendants (₹50,000 each) or bands (₹1,000 each) in the cart. */
async function cartWith(product: string, quantity: number) {
  const { authorization } = await createCustomerWithToken(t.db, t.env);
  const headers = { ...t.headers, authorization };
  await t.app.inject({
    method: 'POST',
    url: '/api/customer/cart',
    headers,
    payload: { products: [{ product_id: product, quantity, variant: [] }] },
  });
  return (code: string, view: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/customer/cart?couponCode=${encodeURIComponent(code)}`,
      headers: { ...headers, ...view },
    });
}

describe('GET /customer/cart?couponCode=', () => {
  it('applies a percentage under its cap, and says which coupon', async () => {
    const withCoupon = await cartWith(pendant, 2);
    const res = await withCoupon('welcome10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      totalCartPrice: 1_00_000,
      totalCartPriceFormatted: '₹1,00,000',
      discount: 5_000,
      discountFormatted: '₹5,000',
      finalTotalFormatted: '₹95,000',
      coupon: { couponCode: 'WELCOME10', description: '10% off, up to ₹5,000' },
    });
    expect((await withCoupon('TEN')).json().discountFormatted).toBe('₹10,000');
  });

  it('applies a fixed amount, and never more than the cart total', async () => {
    const withCoupon = await cartWith(band, 2);
    expect((await withCoupon('FLAT3000')).json().discountFormatted).toBe('₹2,000');
    expect((await withCoupon('FLAT3000')).json().finalTotalFormatted).toBe('₹0');
    const pendants = await cartWith(pendant, 1);
    expect((await pendants('HUGE')).json()).toMatchObject({
      discountFormatted: '₹50,000',
      finalTotalFormatted: '₹0',
    });
    expect((await pendants('FLAT3000')).json().finalTotalFormatted).toBe('₹47,000');
  });

  it('converts each amount once into the request’s currency', async () => {
    const withCoupon = await cartWith(pendant, 1);
    const res = await withCoupon('WELCOME10', { 'x-currency': 'EUR', 'accept-language': 'fr' });
    const body = res.json();
    expect(body.currency).toBe('EUR');
    expect(body.totalCartPrice).toBe(550);
    expect(body.discount).toBe(55);
    expect(body.coupon.minimumAmount).toBe(220);
    expect(plain(body.totalCartPriceFormatted)).toBe('550,00 €');
    expect(plain(body.discountFormatted)).toBe('55,00 €');
    expect(plain(body.finalTotalFormatted)).toBe('495,00 €');
    expect(body.finalTotal).toBe(495);
    // The cash cap is compared in INR minor units whatever the display currency.
    expect(body.finalTotalInrPaise).toBe(45_000_00);
  });

  it('refuses an expired coupon first, with 400 and no discount, in English and French', async () => {
    const withCoupon = await cartWith(band, 1);
    const res = await withCoupon('OLD');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Sorry! This coupon has expired' });
    expect((await withCoupon('OLD', { 'accept-language': 'fr' })).json().message).toBe(
      'Désolé ! Ce coupon a expiré',
    );
  });

  it('refuses a cart below the minimum, with the minimum in the request’s currency, symbol once', async () => {
    const withCoupon = await cartWith(band, 1);
    const res = await withCoupon('WELCOME10');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Oops! This coupon is valid on shopping of ₹ 20,000 or More');
    const usd = await withCoupon('WELCOME10', { 'x-currency': 'USD' });
    expect(usd.json().message).toBe('Oops! This coupon is valid on shopping of $ 240.00 or More');
    const fr = await withCoupon('WELCOME10', { 'x-currency': 'EUR', 'accept-language': 'fr' });
    expect(plain(fr.json().message)).toBe("Oups ! Ce coupon est valable dès € 220,00 d'achats");
  });

  it('refuses a coupon with no uses left, in English and French', async () => {
    const withCoupon = await cartWith(band, 1);
    const res = await withCoupon('GONE');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Uh oh! This coupon is no longer available');
    expect((await withCoupon('GONE', { 'accept-language': 'fr' })).json().message).toBe(
      "Oh non ! Ce coupon n'est plus disponible",
    );
  });

  it('answers an unknown code with a clear 404 and a malformed one with a 400', async () => {
    const withCoupon = await cartWith(band, 1);
    const res = await withCoupon('NOPE');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Sorry! We could not find this coupon');
    expect((await withCoupon('<script>')).statusCode).toBe(400);
    expect((await withCoupon('')).json().coupon).toBeNull();
  });
});
