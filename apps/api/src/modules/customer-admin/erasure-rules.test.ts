import { describe, expect, it } from 'vitest';
import { redactOrderPerson } from './erasure-rules.ts';
import { personKeptForInvoice, personSnapshot } from '../../../test/customer-helpers.ts';

const person = personSnapshot('asha@example.com');

describe('what an erased customer’s orders keep (CGST Rules, Rule 46)', () => {
  it('keeps the name and delivery address, never the e-mail or a phone, when the invoice names them', () => {
    expect(redactOrderPerson(person, true)).toEqual(personKeptForInvoice);
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
