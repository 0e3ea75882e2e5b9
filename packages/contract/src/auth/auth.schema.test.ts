import { describe, expect, it } from 'vitest';
import { generateOtpBodySchema, loginBodySchema, registerBodySchema } from './auth.schema.ts';

/** Field → first message, as the API answers `errors` (spec §8 keys: mobile, email, otp). */
function errors(
  schema: {
    safeParse(v: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  body: unknown,
) {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(body).error?.issues ?? [])
    out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('generateOTP body', () => {
  it('takes a login by phone or by e-mail, lower-casing the e-mail', () => {
    expect(generateOtpBodySchema.parse({ event: 'login', email: ' Asha@Example.COM ' }).email).toBe(
      'asha@example.com',
    );
    expect(
      generateOtpBodySchema.safeParse({ event: 'login', phone: '9876543210', countryCode: '91' })
        .success,
    ).toBe(true);
  });

  it('keys login problems as spec §8 reads them', () => {
    expect(errors(generateOtpBodySchema, { event: 'login' })).toEqual({
      mobile: 'Please enter a phone number or an e-mail address.',
    });
    expect(
      errors(generateOtpBodySchema, { event: 'login', phone: '98-76', countryCode: '' }),
    ).toEqual({
      mobile: 'Invalid phone number!',
      countryCode: 'Country code is required!',
    });
    expect(errors(generateOtpBodySchema, { event: 'login', email: 'asha@' })).toEqual({
      email: 'Invalid email address!',
    });
    expect(
      errors(generateOtpBodySchema, { event: 'login', email: `${'a'.repeat(250)}@example.com` }),
    ).toEqual({ email: 'Invalid email address!' });
  });

  it('needs the phone, e-mail and country code for a sign-up', () => {
    expect(errors(generateOtpBodySchema, { event: 'signup', name: 'Asha 2' })).toEqual({
      name: 'Name should contain only letters.',
      countryCode: 'Country code is required!',
      mobile: 'Phone number is required!',
      email: 'email is required!',
    });
  });
});

describe('verify bodies', () => {
  it('keys a malformed code as otp, with the spec text that says 6 digits', () => {
    expect(errors(loginBodySchema, { email: 'a@b.co', emailOtp: '12345' })).toEqual({
      otp: 'Please enter a valid 6-digit OTP.',
    });
    expect(errors(loginBodySchema, { phone: '9876543210', countryCode: '91' })).toEqual({
      otp: 'OTP is required!',
    });
  });

  it('needs every sign-up field, names in letters and spaces (accents allowed)', () => {
    const body = {
      name: 'Zoë Lefèvre',
      phone: '9876543210',
      countryCode: '91',
      email: 'zoe@example.fr',
      otp: '1234',
    };
    expect(registerBodySchema.safeParse(body).success).toBe(true);
    expect(errors(registerBodySchema, { ...body, name: '' })).toEqual({
      name: 'Name is required!',
    });
    expect(errors(registerBodySchema, { ...body, name: 'x'.repeat(81) })).toEqual({
      name: 'Must be at most 80 characters.',
    });
    expect(errors(registerBodySchema, { ...body, countryCode: '+91' })).toEqual({
      countryCode: 'Invalid country code!',
    });
  });
});
