import type { PhoneNumber } from './auth.repository.ts';

/** Who a code is for: the row's target, the limit keys, and the field §8 shows errors on. */
export type Identity = {
  target: string;
  keys: string[];
  field: 'mobile' | 'email';
  email?: string | undefined;
  phone?: PhoneNumber | undefined;
};

// '+' and '-' keep dial code and number apart: +9-1… is not +91-….
/** How one-time codes and their limits name a phone (also what an erasure looks for). */
export const phoneKey = (p: PhoneNumber) => `phone:+${p.countryCode}-${p.phone}`;
/** How one-time codes and their limits name an e-mail. */
export const emailKey = (email: string) => `email:${email}`;

/** Login names a phone (with its dial code) or an e-mail; the contract has checked one is there. */
export function loginIdentity(body: {
  phone?: string;
  countryCode?: string;
  email?: string;
}): Identity {
  if (body.phone) {
    const phone = { countryCode: body.countryCode ?? '', phone: body.phone };
    return { target: phoneKey(phone), keys: [phoneKey(phone)], field: 'mobile', phone };
  }
  const email = body.email ?? '';
  return { target: emailKey(email), keys: [emailKey(email)], field: 'email', email };
}

/** A sign-up's code is bound to both its e-mail and its phone; limits count each of them. */
export function signupIdentity(body: {
  phone?: string;
  countryCode?: string;
  email?: string;
}): Identity {
  const phone = { countryCode: body.countryCode ?? '', phone: body.phone ?? '' };
  const email = body.email ?? '';
  return {
    target: `signup:${emailKey(email)}|${phoneKey(phone)}`,
    keys: [emailKey(email), phoneKey(phone)],
    field: 'email',
    email,
    phone,
  };
}
