import { asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import { ERASED_CUSTOMER_NAME } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import {
  addresses,
  cartLines,
  cartRequests,
  customerNotes,
  customers,
  orders,
  otpCodes,
  rateLimits,
  recentlyViewed,
  sessions,
  wishlistItems,
} from '../../db/schema/index.ts';
import { emailKey, phoneKey } from '../auth/auth-identity.ts';
import { eraseUnneededRecipients } from '../invoice/invoice.repository.ts';
import { invoiceNamesRecipient } from '../invoice/tax-document.ts';
import { CONTACT_EVENT_KEYS, redactOrderPerson } from './erasure-rules.ts';

/** What an erasure removed or rewrote: counts only, for the audit log. */
export type ErasureCounts = {
  sessions: number;
  addresses: number;
  cartLines: number;
  cartRequests: number;
  wishlistItems: number;
  recentlyViewed: number;
  oneTimeCodes: number;
  notes: number;
  orders: number;
  ordersNamingRecipient: number;
  /** Staff notes on their orders whose words went. */
  orderNotes: number;
  /** Invoices and credit notes that named them without needing to, their name and address gone. */
  taxDocumentsUnnamed: number;
};

/** The customer's sign-in identities. */
export type Identities = { email: string | null; countryCode: string; phone: string | null };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Where one-time codes and their abuse counters name the customer (auth/auth-identity.ts): a
 * login code by e-mail or by phone, a sign-up code by both (`signup:<e-mail>|<phone>`), and the
 * counters `otp-resend:`, `otp-send:` and `otp-verify:` of each.
 */
function identityRows({ email, countryCode, phone }: Identities) {
  const keys = [
    email ? emailKey(email) : null,
    phone ? phoneKey({ countryCode, phone }) : null,
  ].filter((key): key is string => key !== null);
  const signups = [
    ...(email ? [`signup:${escapeLike(emailKey(email))}|%`] : []),
    ...(phone ? [`signup:%|${escapeLike(phoneKey({ countryCode, phone }))}`] : []),
  ];
  const codes = or(
    ...(keys.length ? [inArray(otpCodes.target, keys)] : []),
    ...signups.map((pattern) => like(otpCodes.target, pattern)),
  );
  const limits = or(
    ...(keys.length
      ? [
          inArray(
            rateLimits.key,
            keys.flatMap((key) =>
              ['otp-resend', 'otp-send', 'otp-verify'].map((k) => `${k}:${key}`),
            ),
          ),
        ]
      : []),
    ...signups.map((pattern) => like(rateLimits.key, `otp-verify:${pattern}`)),
  );
  return keys.length ? { codes, limits } : null;
}

/**
 * Erasure on request (DPDP Act 2023), every statement in the caller's transaction, with the
 * customer's row already locked: their sessions (signed out at once), saved addresses, cart,
 * wishlist, recently viewed, one-time codes and their counters, and staff notes go (notes on
 * their orders lose their words); their orders keep what a tax invoice needs (erasure-rules.ts),
 * and so do their invoices and credit notes; the row stays, nameless, for those orders.
 */
export async function eraseCustomer(
  tx: Db,
  customerId: string,
  who: Identities,
  at: Date,
): Promise<ErasureCounts> {
  const identities = identityRows(who);
  const removed = async (rows: Promise<unknown[]>) => (await rows).length;
  const counts = {
    sessions: await removed(
      tx.delete(sessions).where(eq(sessions.customerId, customerId)).returning({ id: sessions.id }),
    ),
    addresses: await removed(
      tx
        .delete(addresses)
        .where(eq(addresses.customerId, customerId))
        .returning({ id: addresses.id }),
    ),
    cartLines: await removed(
      tx
        .delete(cartLines)
        .where(eq(cartLines.customerId, customerId))
        .returning({ id: cartLines.id }),
    ),
    cartRequests: await removed(
      tx
        .delete(cartRequests)
        .where(eq(cartRequests.customerId, customerId))
        .returning({ key: cartRequests.idempotencyKey }),
    ),
    wishlistItems: await removed(
      tx
        .delete(wishlistItems)
        .where(eq(wishlistItems.customerId, customerId))
        .returning({ id: wishlistItems.productId }),
    ),
    recentlyViewed: await removed(
      tx
        .delete(recentlyViewed)
        .where(eq(recentlyViewed.customerId, customerId))
        .returning({ id: recentlyViewed.id }),
    ),
    oneTimeCodes: identities
      ? await removed(tx.delete(otpCodes).where(identities.codes).returning({ id: otpCodes.id }))
      : 0,
    notes: await removed(
      tx
        .delete(customerNotes)
        .where(eq(customerNotes.customerId, customerId))
        .returning({ id: customerNotes.id }),
    ),
  };
  if (identities) await tx.delete(rateLimits).where(identities.limits);

  // The lock an order's e-mail job takes before it sends and before it writes: a job holding it is
  // waited for (its contact goes below); one that comes after sees the erasure, sends nothing and
  // writes no contact.
  const owned = await tx
    .select({
      id: orders.id,
      total: orders.total,
      userInfo: orders.userInfo,
      billingInfo: orders.billingInfo,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(asc(orders.id))
    .for('update');
  let ordersNamingRecipient = 0;
  for (const order of owned) {
    const names = invoiceNamesRecipient(order.total);
    if (names) ordersNamingRecipient++;
    await tx
      .update(orders)
      .set({
        userInfo: redactOrderPerson(order.userInfo, names),
        billingInfo: redactOrderPerson(order.billingInfo, names),
        addressId: null,
        updatedAt: at,
      })
      .where(eq(orders.id, order.id));
  }
  let orderNotes = 0;
  if (owned.length > 0) {
    const keys = sql.raw(`array[${CONTACT_EVENT_KEYS.map((key) => `'${key}'`).join(', ')}]`);
    await tx.execute(sql`
      update order_events set data = data - ${keys}::text[]
       where order_id in (select id from orders where customer_id = ${customerId}::uuid)
         and data ?| ${keys}::text[]`);
    // A note on their order is a staff note about them: who wrote one and when stay, not its words.
    const notes = await tx.execute(sql`
      update order_events set data = data - 'text'
       where order_id in (select id from orders where customer_id = ${customerId}::uuid)
         and kind = 'note' and data ? 'text'
      returning id`);
    orderNotes = (notes as unknown as { rows: unknown[] }).rows.length;
  }
  const taxDocumentsUnnamed = await eraseUnneededRecipients(
    tx,
    owned.map((order) => order.id),
    at,
  );

  await tx
    .update(customers)
    .set({ name: ERASED_CUSTOMER_NAME, email: null, phone: null, countryCode: '', erasedAt: at })
    .where(eq(customers.id, customerId));
  return {
    ...counts,
    orders: owned.length,
    ordersNamingRecipient,
    orderNotes,
    taxDocumentsUnnamed,
  };
}
