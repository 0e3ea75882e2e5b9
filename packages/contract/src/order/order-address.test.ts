import { describe, expect, it } from 'vitest';
import { createOrderBodySchema } from './order.schema.ts';
import { toOrderAddress } from './order-address.ts';

const saved = {
  _id: 'addr-1',
  name: 'Asha Rao',
  phone: '9876543210',
  address1: '12 Marine Drive',
  address2: '',
  country: 'India',
  state: 'Maharashtra',
  city: 'Mumbai',
  zipCode: '400001',
  label: 'Home' as const,
  iso_country: 'IN',
  iso_state: 'MH',
};

describe('toOrderAddress', () => {
  it("sends the country in the spec's `county` field and keeps the rest of the address", () => {
    const address = toOrderAddress(saved);
    expect(address).toEqual({
      _id: 'addr-1',
      name: 'Asha Rao',
      phone: '9876543210',
      address1: '12 Marine Drive',
      address2: '',
      city: 'Mumbai',
      state: 'Maharashtra',
      county: 'India',
      zipCode: '400001',
      label: 'Home',
    });
    expect(address).not.toHaveProperty('country');
  });

  it('is accepted by the create-order body', () => {
    const person = { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' };
    const body = createOrderBodySchema.safeParse({
      billing_info: { ...person, address: toOrderAddress(saved) },
      user_info: { ...person, address: toOrderAddress(saved) },
      cart: [{ product_id: '7f3c2a9e-1b4d-4c8e-9f2a-3d5e6b7c8d9e', quantity: 1 }],
      paymentMethod: 'POD',
    });
    expect(body.error?.issues ?? []).toEqual([]);
  });
});
