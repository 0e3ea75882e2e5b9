import * as z from 'zod/mini';
import {
  LETTERS_AND_SPACES,
  NAME_MAX_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from '../auth/auth-fields.ts';
import { ADDRESS_LABELS, PIN_CODE_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';

/** Saved addresses per customer (ours: plenty for a customer, bounded for the database). */
export const MAX_ADDRESSES = 50;

const m = messages.address;
const max = messages.field;
const DIGITS = /^[0-9]*$/;

/** A required text: the spec's message when missing or blank, a length cap with its own message. */
const requiredText = (required: string, cap: number, capMessage: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(cap, capMessage));

/**
 * The address body of spec §7, checked in the spec §5 order (the first failure is the one shown;
 * the API answers it as `message` and every field's first problem in `errors`). The web's address
 * form uses this schema as its resolver. Wire names as the spec spells them (`zipCode`, `iso_country`).
 */
export const addressBodySchema = z.object({
  name: requiredText(m.nameRequired, NAME_MAX_LENGTH, max.max80).check(
    z.regex(LETTERS_AND_SPACES, m.nameLetters),
  ),
  phone: requiredText(m.phoneRequired, PHONE_MAX_DIGITS, m.phoneInvalid).check(
    z.regex(DIGITS, m.phoneInvalid),
    z.minLength(PHONE_MIN_DIGITS, m.phoneInvalid),
  ),
  address1: requiredText(m.address1Required, 200, max.max200),
  address2: z.optional(z.string().check(z.trim(), z.maxLength(200, max.max200))),
  country: requiredText(m.countryRequired, 100, max.max100),
  state: requiredText(m.stateRequired, 100, max.max100),
  city: requiredText(m.cityRequired, 100, max.max100),
  zipCode: z
    .string({ error: m.pinRequired })
    .check(
      z.trim(),
      z.minLength(1, m.pinRequired),
      z.regex(DIGITS, m.pinInvalid),
      z.length(PIN_CODE_LENGTH, m.pinLength),
    ),
  label: z._default(z.enum(ADDRESS_LABELS, { error: m.labelInvalid }), 'Home'),
  /** ISO 3166-1 alpha-2 country code from the location lists. */
  iso_country: z.optional(z.string().check(z.trim(), z.regex(/^([A-Za-z]{2})?$/, m.isoInvalid))),
  /** The location service's state code (ISO 3166-2 subdivision, without the country). */
  iso_state: z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{0,10}$/, m.isoInvalid))),
});

/** A saved address as the profile lists it. */
export const addressSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  address1: z.string(),
  address2: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  zipCode: z.string(),
  label: z.enum(ADDRESS_LABELS),
  iso_country: z.string(),
  iso_state: z.string(),
});

export const addressParamsSchema = z.object({ addressId: z.string().check(z.maxLength(64)) });

export type AddressBody = z.infer<typeof addressBodySchema>;
export type AddressBodyInput = z.input<typeof addressBodySchema>;
export type Address = z.infer<typeof addressSchema>;
