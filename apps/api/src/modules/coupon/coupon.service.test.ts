import { beforeAll, describe, expect, it } from 'vitest';
import { createCoupon } from '../../../test/factories.ts';
import { useShopServices } from '../../../test/services.ts';
import type { FastifyInstance } from 'fastify';
import { createCouponRepository } from './coupon.repository.ts';

const EN = { lang: 'en', currency: 'INR' } as const;
const HOUR = 3_600_000;
const START = new Date('2031-05-01T09:00:00Z');
const END = new Date('2031-05-31T18:30:00Z');
const before = (at: Date, ms = 1000) => new Date(at.getTime() - ms);

const { clock, database, services } = useShopServices(START);
let coupons: FastifyInstance['coupon'];
beforeAll(() => {
  coupons = services().coupon;
});

describe('coupon service on a moving clock', () => {
  it('applies a coupon valid until a date up to its last second, then refuses it as expired', async () => {
    const { couponCode } = await createCoupon(database.db, { startTime: START, endTime: END });
    clock.set(before(END));
    const applied = await coupons.apply(couponCode, 10_000_00, EN);
    expect(applied.discountPaise).toBe(1_000_00);
    expect(applied.coupon.endTime).toBe(END.toISOString());
    clock.set(END);
    await expect(coupons.apply(couponCode, 10_000_00, EN)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Sorry! This coupon has expired',
    });
  });

  it('knows a code only from its start time: before it, the code is not found', async () => {
    const { couponCode } = await createCoupon(database.db, { startTime: START, endTime: END });
    clock.set(before(START));
    const notFound = { statusCode: 404, message: 'Sorry! We could not find this coupon' };
    await expect(coupons.apply(couponCode, 10_000_00, EN)).rejects.toMatchObject(notFound);
    await expect(coupons.details(couponCode, EN)).rejects.toMatchObject(notFound);
    clock.set(START);
    expect((await coupons.apply(couponCode, 10_000_00, EN)).discountPaise).toBe(1_000_00);
    expect((await coupons.details(couponCode, EN)).data.data.couponCode).toBe(couponCode);
  });

  it('lists started coupons only, live ones first (lowest minimum, then soonest end), then the rest', async () => {
    const couponType = 'list-order';
    const of = async (over: Parameters<typeof createCoupon>[1]) =>
      (await createCoupon(database.db, { couponType, startTime: START, ...over })).couponCode;
    const dear = await of({ minimumAmount: 5_000_00, endTime: END });
    const later = await of({ endTime: new Date(END.getTime() + 24 * HOUR) });
    const sooner = await of({ endTime: new Date(END.getTime() - 24 * HOUR) });
    const usedUp = await of({ endTime: END, couponQuantity: 0 });
    const fresh = await of({ startTime: new Date(START.getTime() + HOUR), endTime: END });
    const listed = async () =>
      (await coupons.list(couponType, EN)).coupons.map((c) => c.couponCode);

    clock.set(new Date(START.getTime() + HOUR / 2));
    expect(await listed()).toEqual([sooner, later, dear, usedUp]);
    clock.set(new Date(END.getTime() - 24 * HOUR));
    expect(await listed()).toEqual([fresh, later, dear, usedUp, sooner]);
  });

  it('refuses a coupon once its last use is taken, as no longer available', async () => {
    const { id, couponCode } = await createCoupon(database.db, {
      startTime: START,
      endTime: END,
      couponQuantity: 1,
    });
    clock.set(START);
    expect((await coupons.apply(couponCode, 10_000_00, EN)).coupon.couponQuantity).toBe(1);
    const repo = createCouponRepository(database.db);
    expect(await repo.takeUse(id)).toBe(true);
    await expect(coupons.apply(couponCode, 10_000_00, EN)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Uh oh! This coupon is no longer available',
    });
    expect(await repo.takeUse(id)).toBe(false);
  });
});
