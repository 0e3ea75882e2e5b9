import { describe, expect, it } from 'vitest';
import { addressBodySchema } from './address.schema.ts';

const valid = {
  name: 'Amélie Dubois',
  phone: '9876543210',
  address1: '12 MG Road',
  address2: '',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  zipCode: '560001',
  label: 'Home',
  iso_country: 'IN',
  iso_state: 'KA',
};

/** The message the form shows first (spec §5: the first failure in field order). */
function firstProblem(body: Record<string, unknown>) {
  const result = addressBodySchema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('address body (spec §5, in order)', () => {
  it('accepts a complete address, accented names included, and trims it', () => {
    const parsed = addressBodySchema.parse({ ...valid, name: '  Zoë Lefèvre ', label: undefined });
    expect(parsed.name).toBe('Zoë Lefèvre');
    expect(parsed.label).toBe('Home');
  });

  it.each([
    [{ name: '' }, 'Name is Required!'],
    [{ name: '   ' }, 'Name is Required!'],
    [{ name: undefined }, 'Name is Required!'],
    [{ name: 'R2-D2' }, 'Name should contain only letters.'],
    [{ name: 'a'.repeat(81) }, 'Must be at most 80 characters.'],
    [{ phone: '' }, 'Phone Number is Required!'],
    [{ phone: '+91 98765' }, 'Invalid Phone Number'],
    [{ phone: '1'.repeat(16) }, 'Invalid Phone Number'],
    [{ address1: '' }, 'Address 1 is Required!'],
    [{ address1: 'x'.repeat(201) }, 'Must be at most 200 characters.'],
    [{ address2: 'x'.repeat(201) }, 'Must be at most 200 characters.'],
    [{ country: '' }, 'Country is Required!'],
    [{ state: '' }, 'State is Required!'],
    [{ city: 'x'.repeat(101) }, 'Must be at most 100 characters.'],
    [{ city: '' }, 'City is Required!'],
    [{ zipCode: '' }, 'Pin Code is Required!'],
    [{ zipCode: '56A001' }, 'Invalid Pin Code'],
    [{ zipCode: '56001' }, 'Pin Code must be 6 digits'],
    [{ label: 'Castle' }, 'Label must be Home, Office or Other.'],
    [{ iso_country: 'IND' }, 'Invalid location code.'],
  ])('rejects %o with its message', (change, message) => {
    expect(firstProblem({ ...valid, ...change })).toBe(message);
  });

  it('reports the first failing field in the spec order', () => {
    expect(firstProblem({ ...valid, name: '', phone: 'x', zipCode: '' })).toBe('Name is Required!');
    expect(firstProblem({ ...valid, city: '', zipCode: '1' })).toBe('City is Required!');
    expect(firstProblem({})).toBe('Name is Required!');
  });
});
