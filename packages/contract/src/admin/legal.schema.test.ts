import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isValidGstin, legalDetailsSchema } from './legal.schema.ts';

const details = {
  legalName: 'Aurelle Jewels Private Limited',
  gstin: '29AAGCA1234F1Z0',
  address: '12 Lavelle Road',
  city: 'Bengaluru',
  pinCode: '560001',
  stateCode: '29',
  invoicePrefix: 'AUR',
  customerCare: { phone: '+91 80 4000 1234', email: 'care@aurelle.example' },
  grievanceOfficer: {
    name: 'Kavya Menon',
    designation: 'Grievance Officer',
    phone: '+91 80 4000 1299',
    email: 'grievance@aurelle.example',
  },
};

describe('GSTIN', () => {
  it('checks the 15th character as the GST network computes it', () => {
    // The GSTIN the GST portal's own guides use as their example.
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1Z' + gstinCheckCharacter('99AAPFU0939F1Z'))).toBe(false);
  });
});

describe('the legal details', () => {
  it('takes a well-formed set, its GSTIN upper-cased', () => {
    const parsed = legalDetailsSchema.safeParse({ ...details, gstin: details.gstin.toLowerCase() });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.gstin).toBe(details.gstin);
  });

  it("refuses a GSTIN whose state is not the seller's, a bad check character and bad fields", () => {
    const { gstin } = details;
    const paths = (input: object) =>
      legalDetailsSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths({ ...details, gstin, stateCode: '27' })).toEqual(['stateCode']);
    expect(
      paths({
        ...details,
        gstin: `${gstin.slice(0, 14)}0` === gstin ? '' : `${gstin.slice(0, 14)}0`,
      }),
    ).toContain('gstin');
    expect(paths({ ...details, gstin, pinCode: '56001', invoicePrefix: 'aur/1' })).toEqual([
      'pinCode',
      'invoicePrefix',
    ]);
  });
});
