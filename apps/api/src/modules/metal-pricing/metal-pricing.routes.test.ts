import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cartResponseSchema,
  derivedRate,
  metalMessages,
  priceFromRate,
  productDetailResponseSchema,
  type AdminProduct,
  type MetalRatesAnswer,
  type MetalRatesApplied,
  type MetalRatesPreview,
  type ProductBody,
} from '@aurelle/contract';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import {
  correctByHand,
  createCategory,
  setCurrencyRates,
  setSiteSettings,
} from '../../../test/factories.ts';
import { customerWithCart, placeOrderAs } from '../../../test/order-helpers.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';

type Staff = Awaited<ReturnType<typeof signedInStaff>>;
let owner: Staff;
let manager: Staff;
let accountant: Staff;
let fulfilment: Staff;
let categoryId: string;

const RATE_24K = 7_000_00;

// Stands still, so India's day does not turn during the run.
const clock = createTestClock();
const t = useTestApp({}, { clock });

beforeAll(async () => {
  await setCurrencyRates(t.db);
  await setSiteSettings(t.db, { pod_status: true });
  owner = await signedInStaff(t, 'owner');
  manager = await signedInStaff(t, 'manager');
  accountant = await signedInStaff(t, 'accountant');
  fulfilment = await signedInStaff(t, 'fulfilment');
  categoryId = (await createCategory(t.db, { slug: 'rings', name: 'Rings' })).id;
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const one = async <T>(query: ReturnType<typeof sql>) =>
  rowsOf<T>(await t.db.execute(query))[0] as T;

/** What any refused call must leave as it was. */
async function state() {
  return one<{ rates: number; changes: number; prices: string }>(sql`select
    (select count(*)::int from metal_rates) as rates,
    (select count(*)::int from price_changes) as changes,
    (select string_agg(price::text, ',' order by sku) from products) as prices`);
}

const ringBody = (sku: string, overrides: Partial<ProductBody> = {}): ProductBody => ({
  name: { en: `Ring ${sku}`, fr: '' },
  sku,
  categoryId,
  status: 'active',
  pricing: {
    metal: 'gold-22k',
    netWeight: '5.25',
    makingKind: 'percent',
    making: '12.5',
    stones: '0',
  },
  ...overrides,
});

/** How `ringBody`'s pricing is stored: 5.25 g of 22-carat gold, making 12.5 %, no stones. */
const RING_PRICING = {
  metal: 'gold-22k',
  netWeightMg: 5250,
  makingKind: 'percent',
  makingValue: 1250,
  stonesValue: 0,
} as const;

const createRing = async (sku: string, overrides: Partial<ProductBody> = {}) => {
  const res = await admin(t, 'POST', '/products', ringBody(sku, overrides), {
    cookie: manager.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminProduct>();
};

const setRates = (body: object, who: Staff = owner) =>
  admin(t, 'PUT', '/metal-rates', body, { cookie: who.cookie });
const preview = (body: object, who: Staff = owner) =>
  admin(t, 'POST', '/metal-rates/preview', body, { cookie: who.cookie });
const shop = (slug: string, currency = 'INR') =>
  t.get(`/api/aurelle/products/${slug}`, { 'x-currency': currency });
const priceOf = async (id: string) =>
  (await one<{ price: number }>(sql`select price from products where id = ${id}`)).price;

let ring: AdminProduct;
let band: AdminProduct;

describe('pricing a product by the metal rate', () => {
  it('is refused while its metal has no rate, with the field named', async () => {
    const res = await admin(t, 'POST', '/products', ringBody('MR-NONE'), {
      cookie: manager.cookie,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors['pricing.metal']).toBe(
      metalMessages.noRate,
    );
  });

  it('prices from the rate in force; the client sends no price', async () => {
    const first = await setRates({ rates: { 'gold-24k': RATE_24K }, deriveFrom24k: true });
    expect(first.statusCode, first.body).toBe(200);
    const rate22 = derivedRate(RATE_24K, 'gold-22k');
    expect(
      first.json<MetalRatesApplied>().metals.find((m) => m.metal === 'gold-22k')?.ratePerGram,
    ).toBe(rate22);
    ring = await createRing('MR-RING');
    const expected = priceFromRate(RING_PRICING, rate22).price;
    expect(ring.price).toBe(expected);
    expect(ring.hsn).toBe('7113');
    expect(ring.pricing).toEqual(RING_PRICING);
    band = await createRing('MR-BAND', {
      pricing: {
        metal: 'gold-18k',
        netWeight: '3.125',
        makingKind: 'per_gram',
        making: '450',
        stones: '12,000',
      },
    });
    expect(band.price % 100).toBe(0);
  });

  it('refuses a bad weight or making charge with the contract’s messages', async () => {
    const res = await admin(
      t,
      'POST',
      '/products',
      ringBody('MR-BAD', {
        pricing: {
          metal: 'gold-22k',
          netWeight: '5.2501',
          makingKind: 'percent',
          making: 'lots',
          stones: '0',
        },
      }),
      { cookie: manager.cookie },
    );
    expect(res.statusCode).toBe(400);
    const { errors } = res.json<{ errors: Record<string, string> }>();
    expect(errors['body.pricing.netWeight'] ?? errors['pricing.netWeight']).toBe(
      metalMessages.weightInvalid,
    );
  });
});

describe('new rates', () => {
  it('are previewed without changing anything', async () => {
    const before = await state();
    const res = await preview({ rates: { 'gold-24k': 7_140_00 }, deriveFrom24k: true });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<MetalRatesPreview>();
    expect(answer.rates.map((rate) => rate.metal).sort()).toEqual(
      ['gold-14k', 'gold-18k', 'gold-22k', 'gold-24k'].sort(),
    );
    expect(answer.changes.map((change) => change.sku).sort()).toEqual(['MR-BAND', 'MR-RING']);
    const moved = answer.changes.find((change) => change.sku === 'MR-RING');
    expect(moved).toMatchObject({ oldPrice: ring.price, guarded: false });
    expect(moved?.changePercent).toBeGreaterThan(1.5);
    expect(await state()).toEqual(before);
  });

  it('reprice every product in one transaction, with rate rows, history rows and the shop at once', async () => {
    // The shop's answer is kept: the repricing must drop it.
    const kept = productDetailResponseSchema.parse((await shop(ring.slug)).json()).product;
    expect(kept.price).toBe(ring.price / 100);
    await correctByHand(t.db, (tx) =>
      tx.execute(sql`update products set stock = 5 where id in (${ring.id}, ${band.id})`),
    );
    const { customer: _c, ...buyer } = await customerWithCart(t, ring.id);
    const order = await customerWithCart(t, band.id);
    const placed = await placeOrderAs(t, order, [{ product_id: band.id, quantity: 1 }]);
    expect(placed.statusCode, placed.body).toBe(200);
    const before = await state();

    const res = await setRates({ rates: { 'gold-24k': 7_140_00 }, deriveFrom24k: true }, manager);
    expect(res.statusCode, res.body).toBe(200);
    const applied = res.json<MetalRatesApplied>();
    expect(applied.repriced).toBe(2);
    expect(applied.history[0]).toMatchObject({ setBy: 'Test manager' });
    const after = await state();
    expect(after.rates).toBe(before.rates + 4);
    expect(after.changes).toBe(before.changes + 2);

    const rate22 = derivedRate(7_140_00, 'gold-22k');
    const newPrice = priceFromRate(RING_PRICING, rate22);
    expect(await priceOf(ring.id)).toBe(newPrice.price);
    const history = rowsOf<{ reason: string; staff_id: string; old_price: number }>(
      await t.db.execute(
        sql`select reason, staff_id, old_price from price_changes where product_id = ${ring.id}`,
      ),
    );
    expect(history).toEqual([
      { reason: 'metal_rate', staff_id: manager.id, old_price: ring.price },
    ]);

    // The shop shows the new price and how it is made, at once (INR in whole rupees here).
    const shown = productDetailResponseSchema.parse((await shop(ring.slug)).json()).product;
    expect(shown.price).toBe(newPrice.price / 100);
    expect(shown.priceBreakdown).toMatchObject({
      metal: 'gold-22k',
      purity: '22K',
      weightGrams: 5.25,
      ratePerGram: Math.round(rate22 / 100),
      metalValue: Math.round(newPrice.metalValue / 100),
      making: Math.round(newPrice.making / 100),
      stones: 0,
      gstPercent: 3,
      total: newPrice.price / 100,
    });
    const b = shown.priceBreakdown;
    expect(b && b.metalValue + b.making + b.stones + b.gst).toBeCloseTo(shown.price, 6);
    // In euros each part is converted, GST what the total leaves: it still adds up.
    const euros = productDetailResponseSchema.parse((await shop(ring.slug, 'EUR')).json()).product;
    const e = euros.priceBreakdown;
    expect(e && Math.round((e.metalValue + e.making + e.stones + e.gst) * 100)).toBe(
      Math.round(euros.price * 100),
    );
    expect(e?.formatted.total).toBe(euros.prices_formatted.price);

    // A cart shows the current price; the order placed before keeps its own.
    const cart = await t.get('/api/customer/cart', { authorization: buyer.authorization });
    expect(cartResponseSchema.parse(cart.json()).totalCartPrice).toBe(newPrice.price / 100);
    const line = await one<{ unit_price: number }>(
      sql`select unit_price from order_lines where product_id = ${band.id}`,
    );
    expect(line.unit_price).toBe(band.price);
    expect(await priceOf(band.id)).not.toBe(band.price);
  });

  it('that move a price past the guard change nothing until confirmed (409)', async () => {
    const before = await state();
    const ringBefore = await priceOf(ring.id);
    const res = await setRates({ rates: { 'gold-24k': 8_000_00 }, deriveFrom24k: true });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      '2 prices would move more than 5 %: check them and confirm',
    );
    expect(await state()).toEqual(before);
    // The preview marks what the guard holds back.
    const moves = (
      await preview({ rates: { 'gold-24k': 8_000_00 }, deriveFrom24k: true })
    ).json<MetalRatesPreview>();
    expect(moves.guardPercent).toBe(5);
    expect(moves.changes.filter((change) => change.guarded)).toHaveLength(2);

    expect(moves.summary).toEqual({
      rise: 2,
      fall: 0,
      largestRise: Math.max(...moves.changes.map((change) => change.changePercent)),
      largestFall: 0,
      pastGuard: 2,
    });
    const confirmed = await setRates({
      rates: { 'gold-24k': 8_000_00 },
      deriveFrom24k: true,
      confirm: moves.summary,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await priceOf(ring.id)).toBeGreaterThan(ringBefore);
    const audit = await admin(t, 'GET', '/audit?entityType=settings', undefined, {
      cookie: owner.cookie,
    });
    expect(audit.body).toContain('prices.rates-set');
  });

  it('follow the guard the owner sets', async () => {
    const set = await admin(
      t,
      'PUT',
      '/metal-rates/guard',
      { guardPercent: 25 },
      {
        cookie: owner.cookie,
      },
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<MetalRatesAnswer>().guardPercent).toBe(25);
    const res = await setRates({ rates: { 'gold-18k': 6_500_00 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MetalRatesApplied>().repriced).toBe(1);
  });

  it('are refused with field errors when wrong, and nothing changes', async () => {
    const before = await state();
    const cases: [object, string, string][] = [
      [{ rates: {} }, 'rates', metalMessages.ratesRequired],
      [
        { rates: { 'gold-22k': 6_000_00 }, deriveFrom24k: true },
        'rates.gold-24k',
        metalMessages.rate24kRequired,
      ],
      [
        { rates: { 'gold-24k': 7_000_00, 'gold-18k': 5_000_00 }, deriveFrom24k: true },
        'rates.gold-18k',
        metalMessages.derivedGiven,
      ],
      [{ rates: { 'silver-925': -5 } }, 'rates.silver-925', metalMessages.rateInvalid],
      [{ rates: { 'silver-925': 12.5 } }, 'rates.silver-925', metalMessages.rateInvalid],
      [{ rates: { 'gold-24k': 2_00_000_00 } }, 'rates.gold-24k', metalMessages.rateTooHigh],
    ];
    for (const [body, field, message] of cases) {
      for (const res of [await setRates(body), await preview(body)]) {
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        const { errors } = res.json<{ errors: Record<string, string> }>();
        expect(errors[field] ?? errors[`body.${field}`], JSON.stringify(errors)).toBe(message);
      }
    }
    const badGuard = await admin(
      t,
      'PUT',
      '/metal-rates/guard',
      { guardPercent: 0 },
      {
        cookie: owner.cookie,
      },
    );
    expect(badGuard.statusCode).toBe(400);
    expect((await setRates({ rates: [] })).statusCode).toBe(400);
    expect(await state()).toEqual(before);
  });

  it('are read by whoever sees prices, set by whoever changes them; the guard is the owner’s', async () => {
    const read = await admin(t, 'GET', '/metal-rates', undefined, { cookie: accountant.cookie });
    expect(read.statusCode).toBe(200);
    const answer = read.json<MetalRatesAnswer>();
    expect(answer.metals.find((m) => m.metal === 'gold-22k')?.products).toBe(1);
    expect(answer.metals.find((m) => m.metal === 'silver-925')?.ratePerGram).toBeNull();
    expect(answer.history.length).toBeGreaterThan(4);
    expect(
      (await admin(t, 'GET', '/metal-rates', undefined, { cookie: fulfilment.cookie })).statusCode,
    ).toBe(403);
    const before = await state();
    expect((await setRates({ rates: { 'silver-925': 90_00 } }, accountant)).statusCode).toBe(403);
    expect((await preview({ rates: { 'silver-925': 90_00 } }, fulfilment)).statusCode).toBe(403);
    expect(
      (
        await admin(
          t,
          'PUT',
          '/metal-rates/guard',
          { guardPercent: 10 },
          {
            cookie: manager.cookie,
          },
        )
      ).statusCode,
    ).toBe(403);
    expect(await state()).toEqual(before);
  });
});

describe('the hard limit and what the owner confirms', () => {
  const guard = (guardPercent: number) =>
    admin(t, 'PUT', '/metal-rates/guard', { guardPercent }, { cookie: owner.cookie });
  const errorsOf = (res: { json: <T>() => T }) =>
    res.json<{ message: string; errors: Record<string, string> }>();

  it('refuses a rate typed a digit short, on preview and set, naming the limit; nothing is written', async () => {
    const before = await state();
    // 24K opened today at its first rate, ₹7,000; 22K, derived from it, at ₹6,418.42. No product
    // is priced by 24K itself: the karat derived from it says what moves.
    const typo = { rates: { 'gold-24k': 745_00 }, deriveFrom24k: true };
    for (const res of [await preview(typo), await setRates(typo)]) {
      expect(res.statusCode).toBe(400);
      const message =
        '22K gold (derived) opened today at ₹6,418.42/g: ₹683.10/g would move it -89.4 %, and a rate may move at most 30 % in a day';
      expect(errorsOf(res).message).toBe(message);
      expect(errorsOf(res).errors['rates.gold-24k']).toBe(message);
    }
    const karat = await setRates({ rates: { 'gold-22k': 900_00 } });
    expect(karat.statusCode).toBe(400);
    expect(errorsOf(karat).errors['rates.gold-22k']).toMatch(
      /^22K gold opened today at ₹6,418\.42\/g: ₹900\.00\/g would move it -86 %/,
    );
    expect(await state()).toEqual(before);
  });

  it('measures every step of the day from its opening rate: a second +20 % is refused, the next day taken', async () => {
    const first = await setRates({ rates: { 'gold-24k': 8_400_00 }, deriveFrom24k: true });
    expect(first.statusCode, first.body).toBe(200);
    const before = await state();
    const second = await setRates({ rates: { 'gold-24k': 10_080_00 }, deriveFrom24k: true });
    expect(second.statusCode).toBe(400);
    expect(errorsOf(second).errors['rates.gold-24k']).toBe(
      '22K gold (derived) opened today at ₹6,418.42/g: ₹9,242.52/g would move it +44 %, and a rate may move at most 30 % in a day',
    );
    expect(await state()).toEqual(before);

    // A new day: today's rates were set yesterday, so the day opens at ₹8,400.
    await t.db.execute(sql`update metal_rates set set_at = set_at - interval '1 day'`);
    const nextDay = await setRates({ rates: { 'gold-24k': 10_080_00 }, deriveFrom24k: true });
    expect(nextDay.statusCode, nextDay.body).toBe(200);
  });

  it('lets a wrong first rate of a metal that prices nothing be put right the same day, and limits it from the next', async () => {
    expect((await setRates({ rates: { 'silver-925': 90_00 } })).statusCode).toBe(200);
    const corrected = await setRates({ rates: { 'silver-925': 900_00 } });
    expect(corrected.statusCode, corrected.body).toBe(200);
    // A day later the rate has a day behind it: a typo would price whatever is switched to it.
    await t.db.execute(
      sql`update metal_rates set set_at = set_at - interval '1 day' where metal = 'silver-925'`,
    );
    const typo = await setRates({ rates: { 'silver-925': 90_00 } });
    expect(typo.statusCode).toBe(400);
    expect(errorsOf(typo).errors?.['rates.silver-925']).toMatch(
      /opened today at ₹900\.00\/g: ₹90\.00\/g would move it -90 %/,
    );
    expect((await setRates({ rates: { 'silver-925': 950_00 } })).statusCode).toBe(200);
  });

  it('applies past the guard only what the owner confirmed: a stale or made-up confirmation is refused', async () => {
    expect((await guard(5)).statusCode).toBe(200);
    const body = { rates: { 'gold-24k': 9_274_00 }, deriveFrom24k: true };
    const shown = (await preview(body)).json<MetalRatesPreview>();
    expect(shown.summary).toMatchObject({ rise: 0, fall: 2, pastGuard: 2 });
    expect(shown.summary.largestFall).toBeGreaterThan(5);

    // Meanwhile a colleague prices another ring by 22K gold.
    await createRing('MR-LATE');
    const before = await state();
    const stale = await setRates({ ...body, confirm: shown.summary });
    expect(stale.statusCode).toBe(409);
    const now = (await preview(body)).json<MetalRatesPreview>();
    expect(now.summary.fall).toBe(3);
    expect(errorsOf(stale).message).toBe(
      `What moves is no longer what was confirmed (3 prices fall by up to ${now.summary.largestFall} %): preview again and confirm what moves now`,
    );
    for (const confirm of [
      undefined,
      { ...now.summary, largestFall: 1 },
      { ...now.summary, rise: 1 },
    ])
      expect((await setRates({ ...body, confirm })).statusCode, JSON.stringify(confirm)).toBe(409);
    expect((await setRates({ ...body, confirm: true })).statusCode).toBe(400);
    expect(await state()).toEqual(before);

    const applied = await setRates({ ...body, confirm: now.summary });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<MetalRatesApplied>().repriced).toBe(3);
    const audit = await one<{ changes: Record<string, { after: unknown }> }>(
      sql`select changes from audit_log where action = 'prices.rates-set' order by id desc limit 1`,
    );
    expect(audit.changes.moves?.after).toEqual(now.summary);
    expect(audit.changes.confirmedPastGuard?.after).toBe(3);
  });
});
