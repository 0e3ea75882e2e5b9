import * as z from 'zod/mini';
import { OTP_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';

/** Length caps (ours): E.164 numbers have at most 15 digits, RFC 5321 paths 254 characters. */
export const NAME_MAX_LENGTH = 80;
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;
export const COUNTRY_CODE_MAX_DIGITS = 4;
export const EMAIL_MAX_LENGTH = 254;

/** Spec §5 "letters and spaces only", with accented letters (Unicode letters and their marks). */
export const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;
const DIGITS = /^[0-9]+$/;
const OTP_PATTERN = new RegExp(`^[0-9]{${OTP_LENGTH}}$`);

/** A field's first problem, or undefined; each check takes the spec's message for that form. */
export type FieldRule = (value: string | undefined) => string | undefined;

export const nameRule =
  (required: string): FieldRule =>
  (value) => {
    if (!value) return required;
    if (value.length > NAME_MAX_LENGTH) return messages.field.max80;
    if (!LETTERS_AND_SPACES.test(value)) return messages.address.nameLetters;
    return undefined;
  };

export const phoneRule =
  (required: string, invalid: string): FieldRule =>
  (value) => {
    if (!value) return required;
    const ok =
      DIGITS.test(value) && value.length >= PHONE_MIN_DIGITS && value.length <= PHONE_MAX_DIGITS;
    return ok ? undefined : invalid;
  };

export const countryCodeRule: FieldRule = (value) => {
  if (!value) return messages.login.countryCodeRequired;
  const ok = DIGITS.test(value) && value.length <= COUNTRY_CODE_MAX_DIGITS;
  return ok ? undefined : messages.login.countryCodeInvalid;
};

export const emailRule =
  (required: string): FieldRule =>
  (value) => {
    if (!value) return required;
    const ok = value.length <= EMAIL_MAX_LENGTH && z.regexes.email.test(value);
    return ok ? undefined : messages.login.emailInvalid;
  };

// spec §5: the message says 6 digits while the check is 4.
export const otpRule: FieldRule = (value) => {
  if (!value) return messages.otp.required;
  return OTP_PATTERN.test(value) ? undefined : messages.otp.length;
};

const RAW_TEXT_MAX_LENGTH = 1000;

/** A raw text field: trimmed, capped far above any rule so a huge value stops at validation. */
export const rawText = () =>
  z.optional(z.string().check(z.maxLength(RAW_TEXT_MAX_LENGTH, messages.field.max1000), z.trim()));
/** An e-mail address as typed: trimmed and lower-cased (stored that way). */
export const rawEmail = () =>
  z.optional(
    z
      .string()
      .check(z.maxLength(RAW_TEXT_MAX_LENGTH, messages.field.max1000), z.trim(), z.toLowerCase()),
  );

type Issues = { issues: z.core.$ZodRawIssue[]; value: unknown };

/**
 * An object-level check: runs each (wire field, error key, rule) and reports one issue per error
 * key, so phone problems arrive as `errors.mobile` and code problems as `errors.otp` (spec §8).
 */
export function fieldRules<T extends Record<string, unknown>>(
  pick: (value: T) => [errorKey: string, problem: string | undefined][],
) {
  return (ctx: Issues) => {
    for (const [key, problem] of pick(ctx.value as T)) {
      if (problem)
        ctx.issues.push({ code: 'custom', message: problem, path: [key], input: ctx.value });
    }
  };
}
