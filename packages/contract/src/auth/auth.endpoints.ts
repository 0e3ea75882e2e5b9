import type { Endpoint } from '../http.ts';
import {
  generateOtpBodySchema,
  generateOtpResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  logoutResponseSchema,
  profileResponseSchema,
  registerBodySchema,
  registerResponseSchema,
} from './auth.schema.ts';

/** Accounts (spec §7): one-time codes, verify calls, logout and the profile. */
export const authEndpoints = {
  generateOtp: {
    method: 'POST',
    path: '/customer/generateOTP',
    body: generateOtpBodySchema,
    response: generateOtpResponseSchema,
  },
  login: {
    method: 'POST',
    path: '/customer/login',
    body: loginBodySchema,
    response: loginResponseSchema,
  },
  register: {
    method: 'POST',
    path: '/customer/register',
    body: registerBodySchema,
    response: registerResponseSchema,
  },
  /** Bearer: ends the session the token names, so the token stops working at once. */
  logout: { method: 'POST', path: '/customer/logout', response: logoutResponseSchema },
  /** Bearer. */
  profile: { method: 'GET', path: '/customer/profile', response: profileResponseSchema },
} as const satisfies Record<string, Endpoint>;
