import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAX_ADDRESSES,
  addressDeletedResponseSchema,
  addressSavedResponseSchema,
  profileResponseSchema,
} from '@aurelle/contract';
import { addresses, orders } from '../../db/schema/index.ts';
import { call, sampleAddress } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createCustomerWithToken } from '../../../test/factories.ts';

const t = useTestApp();

const home = sampleAddress;

async function newCustomer() {
  const { customer, authorization } = await createCustomerWithToken(t.db, t.env);
  const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object, lang = 'en') =>
    call(t, method, url, body, { headers: { authorization, 'accept-language': lang } });
  return { customer, as };
}

describe('GET /api/customer/profile', () => {
  it('answers the customer as spec §3 reads it, with the order count as totalProducts', async () => {
    const { customer, as } = await newCustomer();
    const empty = profileResponseSchema.parse((await as('GET', '/customer/profile')).json());
    expect(empty).toEqual({
      customer: {
        _id: customer.id,
        name: 'Test Customer',
        email: customer.email,
        phone: '',
        countryCode: '91',
        addresses: [],
      },
      totalProducts: 0,
    });
    const order = {
      customerId: customer.id,
      paymentMethod: 'POD' as const,
      paymentStatus: 'not_required' as const,
      currency: 'INR',
      currencyRate: '1',
      subtotal: 100,
      total: 100,
      shippingOption: 'Aurelle',
      billingInfo: {},
      userInfo: {},
    };
    await t.db.insert(orders).values([
      { ...order, orderNumber: `AU-${customer.id.slice(0, 6)}-1` },
      { ...order, orderNumber: `AU-${customer.id.slice(0, 6)}-2` },
    ]);
    const res = await as('GET', '/customer/profile');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().totalProducts).toBe(2);
  });
});

describe('POST /api/customer/address, PUT and DELETE /api/customer/address/:addressId', () => {
  it('adds, edits and deletes, answering the refreshed profile with the spec §8 text', async () => {
    const { as } = await newCustomer();
    const added = addressSavedResponseSchema.parse(
      (await as('POST', '/customer/address', home)).json(),
    );
    expect(added.message).toBe('Address added successfully.');
    expect(added.address).toEqual({ _id: added.address._id, ...home });
    expect(added.customer.addresses).toEqual([added.address]);

    const office = { ...home, label: 'Office', address2: '', city: 'Mysuru', zipCode: '570001' };
    const edit = await as('PUT', `/customer/address/${added.address._id}`, office, 'fr');
    const edited = addressSavedResponseSchema.parse(edit.json());
    expect(edited.message).toBe('Adresse modifiée avec succès.');
    expect(edited.customer.addresses).toEqual([{ _id: added.address._id, ...office }]);

    const gone = await as('DELETE', `/customer/address/${added.address._id}`);
    const deleted = addressDeletedResponseSchema.parse(gone.json());
    expect(deleted.message).toBe('Address deleted successfully.');
    expect(deleted.customer.addresses).toEqual([]);
  });

  it('shows the first spec §5 problem as the message, every field in errors, and writes nothing', async () => {
    const { customer, as } = await newCustomer();
    const res = await as('POST', '/customer/address', { ...home, phone: '98x', zipCode: '5600' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Invalid Phone Number',
      errors: { phone: 'Invalid Phone Number', zipCode: 'Pin Code must be 6 digits' },
    });
    const french = await as('POST', '/customer/address', { ...home, name: '' }, 'fr');
    expect(french.json()).toEqual({
      message: 'Le nom est obligatoire !',
      errors: { name: 'Le nom est obligatoire !' },
    });
    const long = await as('POST', '/customer/address', { ...home, city: 'x'.repeat(101) });
    expect(long.json().errors).toEqual({ city: 'Must be at most 100 characters.' });
    const rows = await t.db.select().from(addresses).where(eq(addresses.customerId, customer.id));
    expect(rows).toEqual([]);
  });

  it("never reads, edits or deletes another customer's address: 404", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const mine = addressSavedResponseSchema.parse(
      (await owner.as('POST', '/customer/address', home)).json(),
    ).address;
    const theirs = await other.as('GET', '/customer/profile');
    expect(theirs.json().customer.addresses).toEqual([]);
    const edit = await other.as('PUT', `/customer/address/${mine._id}`, { ...home, name: 'Thief' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ message: 'Address not found.' });
    expect(edit.body).not.toContain(home.address1);
    expect((await other.as('DELETE', `/customer/address/${mine._id}`)).statusCode).toBe(404);
    expect((await other.as('DELETE', '/customer/address/not-a-uuid')).statusCode).toBe(404);
    const still = await owner.as('GET', '/customer/profile');
    expect(still.json().customer.addresses).toEqual([mine]);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses per customer`, async () => {
    const { customer, as } = await newCustomer();
    await t.db.insert(addresses).values(
      Array.from({ length: MAX_ADDRESSES }, () => ({
        customerId: customer.id,
        name: 'A',
        phone: '9876543210',
        address1: 'x',
        city: 'c',
        state: 's',
        country: 'India',
        zipCode: '560001',
      })),
    );
    const res = await as('POST', '/customer/address', home);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'You can save up to 50 addresses.' });
  });
});
