import {
  messages,
  shippingChargeFor,
  type CartResponse,
  type ShippingSettings,
  type VariantChoice,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { lockCustomer } from '../../db/locks.ts';
import type { DataCache } from '../../lib/data-cache.ts';
import { toCachedResponse, type CachedResponse } from '../../lib/response-cache.ts';
import type { SignedInCustomer } from '../../lib/customer.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { requestHash } from '../../lib/idempotency.ts';
import type { Locale } from '../../lib/locale.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CouponService } from '../coupon/coupon.service.ts';
import { plannedWrites } from './cart-rules.ts';
import { completeVariant, resolveVariant, variantKey } from '../catalog/variant-choice.ts';
import { toCartLine } from './cart-view.ts';
import type { CartInTransaction, CartRepository, LineWrite } from './cart.repository.ts';

type Deps = {
  db: Db;
  repo: CartRepository;
  catalog: Pick<CatalogService, 'context' | 'records'>;
  coupons: Pick<CouponService, 'apply'>;
  /** The products a customer saved (the wishlist module's table), for `inWishlist`. */
  savedProducts: (customerId: string) => Promise<readonly string[]>;
  /** The shop's shipping charge now (the shop settings' module), read in `tx` when given. */
  shippingSettings: (tx?: Db) => Promise<ShippingSettings>;
  /** Carts cached per customer, cart and wishlist version, language, currency (decision 0067). */
  responses: DataCache;
};

type AddLine = { product_id: string; quantity: number; variant: VariantChoice[] };
type RemoveLine = { product_id: string; variant: VariantChoice[]; decrement: boolean };

/** The cart (spec §3, §7): lines read with today's prices and live stock, coupons applied on the server. */
export function createCartService({
  db,
  repo,
  catalog,
  coupons,
  savedProducts,
  shippingSettings,
  responses,
}: Deps) {
  /**
   * Runs `work` in one transaction with the customer's row locked: one customer's cart writes
   * happen one after another (their limits hold), and a refusal writes nothing.
   */
  function change(customerId: string, work: (cart: CartInTransaction) => Promise<void>) {
    return db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      return work(repo.inTransaction(tx, customerId));
    });
  }

  /**
   * The cart priced now: each stored line with today's price (INR minor units) and live stock,
   * the in-stock total, the coupon applied to it (spec §5 checks), and the shipping charge on
   * what the goods cost after the coupon. Orders are priced by this.
   */
  async function priced(customerId: string, locale: Locale, couponCode?: string) {
    const [lines, saved, shippingNow] = await Promise.all([
      repo.lines(customerId),
      savedProducts(customerId),
      shippingSettings(),
    ]);
    const ids = [...new Set(lines.map((line) => line.productId))];
    const [records, ctx] = await Promise.all([
      catalog.records(ids, locale.lang),
      catalog.context(locale),
    ]);
    const inWishlist = new Set(saved);
    const pricedLines = lines.flatMap((stored) => {
      const record = records.get(stored.productId);
      return record
        ? [{ stored, ...toCartLine(stored, record, ctx, inWishlist.has(stored.productId)) }]
        : [];
    });
    // A sold-out or removed line stays in the cart, marked with stock 0, out of the total.
    const total = pricedLines.reduce(
      (sum, { line, unitPaise, counted }) => (counted ? sum + unitPaise * line.quantity : sum),
      0,
    );
    const applied = couponCode ? await coupons.apply(couponCode, total, locale, customerId) : null;
    const shipping = shippingChargeFor(shippingNow, total - (applied?.discountPaise ?? 0));
    return { lines: pricedLines, stored: lines, total, applied, shipping, money: ctx.money };
  }

  async function get(
    customerId: string,
    locale: Locale,
    couponCode?: string,
  ): Promise<CartResponse> {
    const { lines, total, applied, shipping, money } = await priced(customerId, locale, couponCode);
    const discount = applied?.discountPaise ?? 0;
    const final = total - discount + shipping;
    return {
      cart: lines.map(({ line }) => line),
      currency: money.currency,
      totalCartPrice: money.amount(total),
      totalCartPriceFormatted: money.format(total),
      discount: money.amount(discount),
      discountFormatted: money.format(discount),
      shipping: money.amount(shipping),
      shippingFormatted: money.format(shipping),
      finalTotalFormatted: money.format(final),
      finalTotal: money.amount(final),
      finalTotalInrPaise: final,
      coupon: applied?.coupon ?? null,
    };
  }

  /** Each product as the line it goes to (full variant), same lines merged. */
  async function toWrites(products: readonly AddLine[], locale: Locale): Promise<LineWrite[]> {
    const records = await catalog.records(
      [...new Set(products.map((p) => p.product_id))],
      locale.lang,
    );
    const writes = new Map<string, LineWrite>();
    products.forEach((product, index) => {
      const record = records.get(product.product_id);
      if (!record) throw notFound(messages.catalog.productNotFound);
      const variant = completeVariant(record.parts.options, product.variant);
      if (!variant)
        throw new AppError(400, messages.cart.optionUnknown, {
          [`products.${index}.variant`]: messages.cart.optionUnknown,
        });
      const key = variantKey(variant.map((v) => v.optionValue));
      const merged = writes.get(`${product.product_id}|${key}`);
      writes.set(`${product.product_id}|${key}`, {
        productId: product.product_id,
        variant,
        variantKey: key,
        quantity: (merged?.quantity ?? 0) + product.quantity,
      });
    });
    return [...writes.values()];
  }

  return {
    get,
    priced,

    /**
     * GET /customer/cart's response. Without a coupon it is cached under the customer's cart and
     * wishlist version, which every write to their lines or saved products moves (a trigger), and
     * under the catalogue and stock versions (the cache's): as fresh as building it again.
     */
    answer(
      customer: Pick<SignedInCustomer, 'id' | 'cartWishlistVersion'>,
      locale: Locale,
      couponCode?: string,
    ): Promise<CachedResponse> {
      if (couponCode) return get(customer.id, locale, couponCode).then(toCachedResponse);
      const key = `cart|${customer.id}|${customer.cartWishlistVersion}|${locale.lang}|${locale.currency}`;
      return responses.get(key, () => get(customer.id, locale).then(toCachedResponse));
    },

    /**
     * Adds products (merged into their lines), checked against stock now; answers the refreshed
     * cart. With an `Idempotency-Key`, a retry of an add already made changes nothing and answers
     * the cart as it is (decision 0046).
     */
    async add(customerId: string, products: readonly AddLine[], locale: Locale, key?: string) {
      const adds = await toWrites(products, locale);
      await change(customerId, async (cart) => {
        if (key) {
          const claim = await cart.claim(key, requestHash(products));
          if (claim === 'repeat') return;
          if (claim === 'other') throw new AppError(422, messages.http.keyReused);
        }
        const [existing, stockNow] = await Promise.all([
          cart.lines(),
          cart.stockNow([...new Set(adds.map((add) => add.productId))]),
        ]);
        await cart.write(plannedWrites(existing, adds, stockNow, locale.lang));
      });
      return get(customerId, locale);
    },

    /**
     * Lowers a line by one (`decrement`) or removes it; a line not in the cart is no error. With an
     * `Idempotency-Key`, a retry changes nothing and answers the cart as it is, as for an add.
     */
    async remove(customerId: string, body: RemoveLine, locale: Locale, key?: string) {
      const records = await catalog.records([body.product_id], locale.lang);
      const options = records.get(body.product_id)?.parts.options ?? [];
      const sent = variantKey(body.variant.map((v) => v.optionValue));
      const resolved = resolveVariant(options, body.variant);
      const completed = resolved && variantKey(resolved.flatMap((v) => v.value ?? []));
      await change(customerId, async (cart) => {
        if (key) {
          const claim = await cart.claim(key, requestHash(body));
          if (claim === 'repeat') return;
          if (claim === 'other') throw new AppError(422, messages.http.keyReused);
        }
        const lines = (await cart.lines()).filter((line) => line.productId === body.product_id);
        // The variant as the cart showed it, else as the product page would complete it.
        const line =
          lines.find((l) => l.variantKey === sent) ?? lines.find((l) => l.variantKey === completed);
        if (!line) return;
        await (body.decrement ? cart.decrement(line.id) : cart.remove(line.id));
      });
      return get(customerId, locale);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
