import { describe, expect, it } from 'vitest';
import { redactOrderPerson } from './erasure-rules.ts';

const person = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  contact: '9876543210',
  address: {
    _id: '5f0c1c7e-7d1b-4a53-9a53-2b1f0e6b1a11',
    name: 'Asha Rao',
    phone: '9876543210',
    address1: '12 MG Road',
    address2: 'Near the lake',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    zipCode: '560001',
    label: 'Home',
  },
};

describe('what an erased customer’s orders keep (CGST Rules, Rule 46)', () => {
  it('keeps the name and delivery address, never the e-mail or a phone, when the invoice names them', () => {
    expect(redactOrderPerson(person, true)).toEqual({
      name: 'Asha Rao',
      address: {
        name: 'Asha Rao',
        address1: '12 MG Road',
        address2: 'Near the lake',
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'India',
        zipCode: '560001',
      },
    });
  });

  it('keeps only the place of supply (state and country) under the threshold', () => {
    expect(redactOrderPerson(person, false)).toEqual({
      address: { state: 'Karnataka', country: 'India' },
    });
  });

  it('copes with a snapshot missing its address', () => {
    expect(redactOrderPerson({ name: 'A', email: 'a@b.c' }, true)).toEqual({
      name: 'A',
      address: {},
    });
    expect(redactOrderPerson({ address: null }, false)).toEqual({ address: {} });
  });
});
