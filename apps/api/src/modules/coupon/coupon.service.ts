import {
  couponMinimumMessage,
  messages,
  type Coupon,
  type CouponDetailsResponse,
  type CouponListResponse,
} from '@aurelle/contract';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Locale } from '../../lib/locale.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { discountOf, isLive, refusalOf, toCoupon, withinCustomerLimit } from './coupon-rules.ts';
import type { CouponRepository, CouponRow } from './coupon.repository.ts';

type Deps = {
  repo: CouponRepository;
  /** The money formatter of a locale (the catalogue's rates table). */
  catalog: Pick<CatalogService, 'context'>;
  now?: () => Date;
};

/** Coupons (spec §5, §7): the open list, details by code, and applying one to a cart total. */
export function createCouponService({ repo, catalog, now = () => new Date() }: Deps) {
  /** A coupon the customer may know of: a code not yet started is as good as unknown. */
  async function find(code: string): Promise<CouponRow> {
    const coupon = await repo.byCode(code);
    if (!coupon || coupon.startTime.getTime() > now().getTime())
      throw notFound(messages.coupon.notFound);
    return coupon;
  }

  return {
    /** Open coupons, live ones first (then the rest, so the browser can say why they fail). */
    async list(couponType: string, locale: Locale): Promise<CouponListResponse> {
      const at = now();
      const [rows, { money }] = await Promise.all([repo.open(couponType), catalog.context(locale)]);
      const started = rows.filter((row) => row.startTime.getTime() <= at.getTime());
      const live = started.filter((row) => isLive(row, at));
      const rest = started.filter((row) => !isLive(row, at));
      live.sort(
        (a, b) => a.minimumAmount - b.minimumAmount || a.endTime.getTime() - b.endTime.getTime(),
      );
      return { coupons: [...live, ...rest].map((row) => toCoupon(row, money, locale.lang)) };
    },

    /** POST /{brand}/getCouponDetailsFromCode: spec §7 reads `data.data.couponCode`. */
    async details(code: string, locale: Locale): Promise<CouponDetailsResponse> {
      const [coupon, { money }] = await Promise.all([find(code), catalog.context(locale)]);
      return { data: { data: toCoupon(coupon, money, locale.lang) } };
    },

    /**
     * The coupon applied to a cart total (INR minor units) with its discount, or a 400 naming the
     * first refusal (expired, minimum, none left; spec §5; then the customer's own limit, when a
     * customer is given) in the request's language.
     */
    async apply(
      code: string,
      totalPaise: number,
      locale: Locale,
      customerId?: string,
    ): Promise<{ coupon: Coupon; discountPaise: number }> {
      const [coupon, { money }] = await Promise.all([find(code), catalog.context(locale)]);
      const refusal = refusalOf(coupon, totalPaise, now());
      if (refusal === 'minimum')
        throw new AppError(
          400,
          couponMinimumMessage(locale.lang, money.format(coupon.minimumAmount)),
        );
      if (refusal) throw new AppError(400, messages.coupon[refusal]);
      if (customerId && !withinCustomerLimit(coupon, await repo.usesBy(coupon.id, customerId)))
        throw new AppError(400, messages.coupon.perCustomer);
      return {
        coupon: toCoupon(coupon, money, locale.lang),
        discountPaise: discountOf(coupon, totalPaise),
      };
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
