import * as z from 'zod/mini';
import { sessionIdSchema } from '../activity/activity.schema.ts';
import { addressSchema } from '../address/address.schema.ts';
import { messages } from '../messages.ts';
import {
  countryCodeRule,
  emailRule,
  fieldRules,
  nameRule,
  otpRule,
  phoneRule,
  rawEmail,
  rawText,
} from './auth-fields.ts';

const loginPhone = phoneRule(messages.signup.phoneRequired, messages.login.phoneInvalid);
const signupPhone = phoneRule(messages.signup.phoneRequired, messages.signup.phoneInvalid);
const signupEmail = emailRule(messages.signup.emailRequired);
const signupName = nameRule(messages.signup.nameRequired);

type Identity = { phone?: string; countryCode?: string; email?: string };

/** Login names a phone (with its country code) or an e-mail; the phone wins when both come. */
function loginIdentityProblems(body: Identity): [string, string | undefined][] {
  if (body.phone)
    return [
      ['mobile', loginPhone(body.phone)],
      ['countryCode', countryCodeRule(body.countryCode)],
    ];
  if (body.email) return [['email', emailRule(messages.login.emailInvalid)(body.email)]];
  return [['mobile', messages.login.identityRequired]];
}

/** Sign-up's fields in the spec §5 order; generateOTP may leave the name out, register may not. */
function signupProblems(
  body: Identity & { name?: string },
  nameRequired: boolean,
): [string, string | undefined][] {
  return [
    ['name', body.name === undefined && !nameRequired ? undefined : signupName(body.name)],
    ['countryCode', countryCodeRule(body.countryCode)],
    ['mobile', signupPhone(body.phone)],
    ['email', signupEmail(body.email)],
  ];
}

/**
 * POST /customer/generateOTP (spec §7). Field errors are keyed as §8 reads them: `mobile` (the
 * phone), `email`, `countryCode`, `name`.
 */
export const generateOtpBodySchema = z
  .object({
    event: z.enum(['login', 'signup']),
    phone: rawText(),
    countryCode: rawText(),
    email: rawEmail(),
    /** The name the sign-up will register, used to greet in the e-mail. */
    name: rawText(),
  })
  .check(
    fieldRules<GenerateOtpBody>((body) =>
      body.event === 'login' ? loginIdentityProblems(body) : signupProblems(body, false),
    ),
  );
export const generateOtpResponseSchema = z.object({
  message: z.string(),
  /** Demo mode only: the code itself, so a visitor can try the shop. */
  otp: z.optional(z.string()),
});

/** Login verify (spec §7): phone + phoneOtp + countryCode, or email + emailOtp, plus sessionId. */
export const loginBodySchema = z
  .object({
    phone: rawText(),
    phoneOtp: rawText(),
    countryCode: rawText(),
    email: rawEmail(),
    emailOtp: rawText(),
    sessionId: z.optional(sessionIdSchema),
  })
  .check(
    fieldRules<LoginBody>((body) => [
      ...loginIdentityProblems(body),
      ['otp', otpRule(body.phone ? body.phoneOtp : body.emailOtp)],
    ]),
  );
export const loginResponseSchema = z.object({
  message: z.string(),
  data: z.object({ token: z.string() }),
});

/** Signup verify (spec §7): name, phone, otp, email, countryCode, sessionId. */
export const registerBodySchema = z
  .object({
    name: rawText(),
    phone: rawText(),
    otp: rawText(),
    email: rawEmail(),
    countryCode: rawText(),
    sessionId: z.optional(sessionIdSchema),
  })
  .check(
    fieldRules<RegisterBody>((body) => [...signupProblems(body, true), ['otp', otpRule(body.otp)]]),
  );
export const registerResponseSchema = z.object({ message: z.string(), token: z.string() });

export const logoutResponseSchema = z.object({ message: z.string() });

/** GET /customer/profile as spec §3 reads it; email and phone are '' when the account has none. */
export const customerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  countryCode: z.string(),
  addresses: z.array(addressSchema),
});
export const profileResponseSchema = z.object({
  customer: customerSchema,
  /** The customer's order count (spec §3 feeds it to totalOrderCount). */
  totalProducts: z.int().check(z.minimum(0)),
});

export type GenerateOtpBody = z.infer<typeof generateOtpBodySchema>;
export type GenerateOtpResponse = z.infer<typeof generateOtpResponseSchema>;
export type LoginBody = z.infer<typeof loginBodySchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
export type Customer = z.infer<typeof customerSchema>;
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
