import type { OrderStatus } from '@aurelle/contract';
import type { Db } from '../src/db/client.ts';
import { customers, orders, refunds } from '../src/db/schema/index.ts';

let seq = 0;
const next = () => `${process.pid % 1000}${String(seq++).padStart(5, '0')}`;

/** A customer written straight into the database, created at `createdAt` (now by default). */
export async function insertCustomer(
  db: Db,
  input: { name?: string; email?: string | null; phone?: string | null; createdAt?: Date } = {},
) {
  const n = next();
  const [row] = await db
    .insert(customers)
    .values({
      name: input.name ?? `Customer ${n}`,
      email: input.email === undefined ? `shopper${n}@example.com` : input.email,
      countryCode: '91',
      phone: input.phone === undefined ? `97${n.padStart(8, '0')}` : input.phone,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('customer not created');
  return row;
}

/** Asha Rao's delivery address, as an order's invoice prints it. */
const ASHA_DELIVERY = {
  name: 'Asha Rao',
  address1: '12 MG Road',
  address2: 'Near the lake',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  zipCode: '560001',
};

/** What an order snapshots of the customer at checkout (spec §7's `user_info`). */
export function personSnapshot(email: string, addressId = '5f0c1c7e-7d1b-4a53-9a53-2b1f0e6b1a11') {
  return {
    name: 'Asha Rao',
    email,
    contact: '9876543210',
    address: { _id: addressId, ...ASHA_DELIVERY, phone: '9876543210', label: 'Home' },
  };
}

/**
 * What an erased customer's order keeps of `personSnapshot` when its invoice names the recipient:
 * the name and delivery address, never the e-mail or a phone.
 */
export const personKeptForInvoice = { name: 'Asha Rao', address: ASHA_DELIVERY };

export type OrderInput = {
  /** INR paise. */
  total: number;
  status?: OrderStatus;
  paymentMethod?: 'razorpay' | 'POD';
  paymentStatus?: 'pending' | 'paid' | 'failed' | 'not_required';
  createdAt?: Date;
  email?: string;
};

/** An order of a customer written straight into the database, with its customer snapshot. */
export async function insertOrder(db: Db, customerId: string, input: OrderInput) {
  const method = input.paymentMethod ?? 'razorpay';
  const person = personSnapshot(input.email ?? 'asha@example.com');
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `CU-${next()}`,
      customerId,
      status: input.status ?? 'Delivered',
      paymentMethod: method,
      paymentStatus: input.paymentStatus ?? (method === 'POD' ? 'not_required' : 'paid'),
      currency: 'INR',
      currencyRate: '1',
      subtotal: input.total,
      total: input.total,
      shippingOption: 'aurelle',
      userInfo: person,
      billingInfo: person,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('order not created');
  return row;
}

/** A refund row of the ledger against an order (INR paise). */
export async function insertRefund(
  db: Db,
  orderId: string,
  amount: number,
  status: 'pending' | 'processed' | 'failed',
) {
  await db.insert(refunds).values({
    orderId,
    amount,
    currency: 'INR',
    method: 'provider',
    status,
    reason: 'A stone came loose',
    idempotencyKey: `refund-${next()}`,
  });
}
