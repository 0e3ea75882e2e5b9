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
    operationId: 'generateOtp',
    summary: 'Send a one-time code for login or signup',
    method: 'POST',
    path: '/customer/generateOTP',
    body: generateOtpBodySchema,
    response: generateOtpResponseSchema,
  },
  login: {
    operationId: 'login',
    summary: 'Log in with a one-time code',
    method: 'POST',
    path: '/customer/login',
    body: loginBodySchema,
    response: loginResponseSchema,
  },
  register: {
    operationId: 'register',
    summary: 'Sign up with a one-time code',
    method: 'POST',
    path: '/customer/register',
    body: registerBodySchema,
    response: registerResponseSchema,
  },
  /** Bearer: ends the session the token names, so the token stops working at once. */
  logout: {
    operationId: 'logout',
    summary: 'End the session the bearer token names',
    method: 'POST',
    path: '/customer/logout',
    response: logoutResponseSchema,
  },
  /** Bearer. */
  profile: {
    operationId: 'getProfile',
    summary: "Get the customer's profile",
    method: 'GET',
    path: '/customer/profile',
    response: profileResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
