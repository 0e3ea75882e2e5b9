import {
  cashCapRefusal,
  INR_RATE,
  messages,
  nameLineOptions,
  shippingChargeFor,
  type CreateOrderBody,
} from '@aurelle/contract';
import { lockCustomer } from '../../db/locks.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { requestHash } from '../../lib/idempotency.ts';
import type { Locale } from '../../lib/locale.ts';
import { writeTransaction } from '../../lib/write-transaction.ts';
import { gstIn, sameFigure, sameLines } from './order-rules.ts';
import { createPlacementRepository, Refused, type NewLine } from './order-place.repository.ts';
import type { OrderDeps } from './order-deps.ts';
import { postalAddress } from './order-view.ts';
import type { OrderRow } from './order.repository.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

type Input = { customerId: string; body: CreateOrderBody; idempotencyKey?: string };

/** Cash on delivery: only while the shop offers it, and under its cap (the law's ₹2,00,000 at most). */
async function checkCash(deps: OrderDeps, totalPaise: number, at: Locale) {
  const cash = await deps.cashOnDelivery();
  if (!cash.enabled) throw new AppError(400, messages.order.podUnavailable);
  const refusal = cashCapRefusal(at.lang, totalPaise, cash.capPaise);
  if (refusal) throw new AppError(400, refusal);
}

function refusal(error: Refused): AppError {
  if (error.reason === 'stock') return new AppError(409, messages.cart.outOfStock);
  if (error.reason === 'coupon') return new AppError(409, messages.coupon.unavailable);
  if (error.reason === 'couponPerCustomer') return new AppError(409, messages.coupon.perCustomer);
  if (error.reason === 'prices') return new AppError(409, messages.order.pricesChanged);
  return new AppError(409, messages.order.cartChanged);
}

/**
 * The order a key already placed, for a retry of the same body; another body under the key is
 * refused (422), never answered with an order it did not ask for. Orders placed before bodies
 * were hashed have none and are answered as before.
 */
function retried(existing: OrderRow, hash: string | null): OrderRow {
  if (existing.requestHash !== null && existing.requestHash !== hash)
    throw new AppError(422, messages.http.keyReused);
  return existing;
}

/**
 * Places one order from the customer's cart (docs/decisions/0030): priced by the server, checked
 * against the body's `cart[]`, then in one transaction the shipping charge is read again (one
 * value for the whole order: a change of the setting meanwhile refuses it as a price change), the
 * stock and the coupon use are taken with row conditions, the order and its lines written, and
 * (cash) the cart emptied. What is paid is the goods after the coupon plus shipping.
 */
export async function placeOrder(deps: OrderDeps, input: Input, at: Locale): Promise<OrderRow> {
  const { customerId, body, idempotencyKey } = input;
  const hash = idempotencyKey ? requestHash(body) : null;
  if (idempotencyKey) {
    const existing = await deps.repo.byIdempotencyKey(customerId, idempotencyKey);
    if (existing) return retried(existing, hash);
  }
  const address = await deps.repo.address(customerId, body.user_info.address._id);
  const billing = body.billing_info.address._id;
  if (!address || (billing !== address.id && !(await deps.repo.address(customerId, billing))))
    throw notFound(messages.order.addressNotFound);

  const cart = await deps.cart.priced(customerId, at, body.couponCode || undefined);
  if (cart.stored.length === 0) throw new AppError(409, messages.order.cartEmpty);
  if (!sameLines(body.cart, cart.stored)) {
    const known = await deps.catalog.records(
      body.cart.map((l) => l.product_id),
      at.lang,
    );
    if (body.cart.some((line) => !known.has(line.product_id)))
      throw notFound(messages.catalog.productNotFound);
    throw new AppError(409, messages.order.cartChanged);
  }
  if (cart.lines.length !== cart.stored.length || cart.lines.some((l) => !l.counted))
    throw new AppError(409, messages.cart.outOfStock);

  const discount = cart.applied?.discountPaise ?? 0;
  const goods = cart.total - discount;
  const total = goods + cart.shipping;
  const rates = await deps.catalog.rates();
  const rate = rates.get(cart.money.currency) ?? INR_RATE;
  const seenPrices = body.cart.every((sent) => {
    const line = cart.lines.find((l) => l.line.product_id === sent.product_id);
    return !line || sameFigure(sent.price, line.line.price, rate.fractionDigits);
  });
  if (!seenPrices || !sameFigure(body.total, cart.money.amount(total), rate.fractionDigits))
    throw new AppError(409, messages.order.pricesChanged);
  const cash = body.paymentMethod === 'POD';
  if (cash) await checkCash(deps, total, at);

  // The products as the cart was just priced from (the catalogue's cached records): each chosen
  // value is kept with its option's name and label in both languages, as the order is placed.
  const records = await deps.catalog.records(
    cart.lines.map(({ stored }) => stored.productId),
    at.lang,
  );
  const lines: NewLine[] = cart.lines.map(({ stored, line, unitPaise }) => ({
    productId: stored.productId,
    name: line.name,
    sku: line.sku,
    images: line.image,
    quantity: stored.quantity,
    unitPrice: unitPaise,
    variants: nameLineOptions(stored.variant, records.get(stored.productId)?.parts.options ?? []),
    attributes: Object.fromEntries(
      line.attributes.map((a) => [a.attributeName, a.values.map((v) => v.value)]),
    ),
    // spec §4: card lines wait for the payment, cash lines are placed at once.
    orderStatus: cash ? 'Placed' : 'Pending',
  }));
  const person = (p: CreateOrderBody['user_info']) => ({
    name: p.name ?? '',
    email: p.email ?? '',
    contact: p.contact ?? '',
  });
  const snapshot = { _id: address.id, ...postalAddress(address), label: address.label };

  try {
    // One transaction with the customer's row locked; a throw writes nothing. A customer writes,
    // no staff member; the stock taken is named `sold` once the order has an id.
    const row = await writeTransaction(deps.db, { staffId: null }, async (tx, change) => {
      await lockCustomer(tx, customerId);
      const placement = createPlacementRepository(tx, customerId);
      if (idempotencyKey) {
        const existing = await placement.byIdempotencyKey(idempotencyKey);
        if (existing) return { row: retried(existing, hash), queued: false };
      }
      const now = await placement.cartLines();
      if (
        !sameLines(
          cart.stored.map((l) => ({
            product_id: l.productId,
            quantity: l.quantity,
            variants: l.variant,
          })),
          now,
        )
      )
        throw new Refused('cart');
      if (shippingChargeFor(await deps.shippingSettings(tx), goods) !== cart.shipping)
        throw new Refused('prices');
      const couponId = cart.applied?.coupon._id ?? null;
      if (couponId) await placement.checkCustomerLimit(couponId);
      const order = await placement.insert(
        {
          customerId,
          status: 'Placed',
          paymentMethod: body.paymentMethod,
          paymentStatus: cash ? 'not_required' : 'pending',
          currency: cart.money.currency,
          currencyRate: String(rate.rate),
          subtotal: cart.total,
          discount,
          shippingCost: cart.shipping,
          total,
          gst: gstIn(total),
          language: at.lang,
          addressId: address.id,
          couponId,
          couponCode: cart.applied?.coupon.couponCode ?? null,
          shippingOption: deps.brandName,
          checkoutType: 'customer',
          billingInfo: { ...person(body.billing_info), address: snapshot },
          userInfo: { ...person(body.user_info), address: snapshot },
          idempotencyKey: idempotencyKey ?? null,
          requestHash: hash,
        },
        lines,
        deps.numberPrefix,
      );
      if (cash) {
        await placement.clearCart(cart.stored.map((l) => l.id));
        await placement.queueEmail(order.id);
      }
      // The shared rows last: a product's stock row and a coupon's row are locked until the
      // commit, so every order for that product waits for it; taken last, the wait is only the
      // update and the commit, not the whole order (docs/decisions/0030).
      if (couponId) await placement.takeCouponUse(couponId);
      await change.stock({ reason: 'sold', orderId: order.id });
      await placement.takeStock(cart.stored);
      return { row: order, queued: cash };
    });
    if (row.queued) deps.emailQueued();
    return row.row;
  } catch (error) {
    if (error instanceof Refused) throw refusal(error);
    if (idempotencyKey && isUniqueViolation(error)) {
      const existing = await deps.repo.byIdempotencyKey(customerId, idempotencyKey);
      if (existing) return retried(existing, hash);
    }
    throw error;
  }
}
