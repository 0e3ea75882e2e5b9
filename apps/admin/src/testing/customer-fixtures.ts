import type { AdminCustomer, AdminCustomerRow } from '@aurelle/contract';

export const CUSTOMER_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
export const ORDER_ID = '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b';

/** What the list's row and the customer's page say alike of the customer below. */
const CUSTOMER_HEAD: Pick<AdminCustomer, 'id' | 'name' | 'email' | 'phone' | 'createdAt'> = {
  id: CUSTOMER_ID,
  name: 'Lakshmi Narayan',
  email: 'lakshmi@example.com',
  phone: '+91 9876543210',
  createdAt: '2026-03-14T06:30:00.000Z',
};

export function customerRow(overrides: Partial<AdminCustomerRow> = {}): AdminCustomerRow {
  return {
    ...CUSTOMER_HEAD,
    orders: 3,
    lifetimeValue: 5_615_000,
    erased: false,
    ...overrides,
  };
}

export function adminCustomer(overrides: Partial<AdminCustomer> = {}): AdminCustomer {
  return {
    ...CUSTOMER_HEAD,
    erasedAt: null,
    addresses: [
      {
        id: 'a1',
        label: 'Home',
        name: 'Lakshmi Narayan',
        phone: '9876543210',
        address1: '4 Residency Road',
        address2: null,
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'India',
        zipCode: '560025',
      },
    ],
    orders: [
      {
        id: ORDER_ID,
        orderNumber: 'AU-100042',
        createdAt: '2026-04-02T09:00:00.000Z',
        status: 'Delivered',
        paymentMethod: 'razorpay',
        paymentStatus: 'paid',
        total: 5_150_000,
        refunded: 0,
      },
    ],
    orderCount: 1,
    openOrders: 0,
    lifetimeValue: 5_150_000,
    notes: [],
    ...overrides,
  };
}
