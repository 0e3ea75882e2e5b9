import * as z from 'zod/mini';
import { trimmedText } from './fields.ts';

/** India's GST state codes (the first two digits of a GSTIN, and an invoice's place of supply). */
export const GST_STATES = [
  ['01', 'Jammu and Kashmir'],
  ['02', 'Himachal Pradesh'],
  ['03', 'Punjab'],
  ['04', 'Chandigarh'],
  ['05', 'Uttarakhand'],
  ['06', 'Haryana'],
  ['07', 'Delhi'],
  ['08', 'Rajasthan'],
  ['09', 'Uttar Pradesh'],
  ['10', 'Bihar'],
  ['11', 'Sikkim'],
  ['12', 'Arunachal Pradesh'],
  ['13', 'Nagaland'],
  ['14', 'Manipur'],
  ['15', 'Mizoram'],
  ['16', 'Tripura'],
  ['17', 'Meghalaya'],
  ['18', 'Assam'],
  ['19', 'West Bengal'],
  ['20', 'Jharkhand'],
  ['21', 'Odisha'],
  ['22', 'Chhattisgarh'],
  ['23', 'Madhya Pradesh'],
  ['24', 'Gujarat'],
  ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['27', 'Maharashtra'],
  ['29', 'Karnataka'],
  ['30', 'Goa'],
  ['31', 'Lakshadweep'],
  ['32', 'Kerala'],
  ['33', 'Tamil Nadu'],
  ['34', 'Puducherry'],
  ['35', 'Andaman and Nicobar Islands'],
  ['36', 'Telangana'],
  ['37', 'Andhra Pradesh'],
  ['38', 'Ladakh'],
] as const;
export type GstStateCode = (typeof GST_STATES)[number][0];
const STATE_CODES = GST_STATES.map(([code]) => code) as [GstStateCode, ...GstStateCode[]];

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A GSTIN's 15th character, from its first 14: each character's base-36 value, weighted 1 and 2
 * in turn from the left, its product's base-36 digits summed; the check is what brings the sum
 * to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36] ?? '';
}

/** A GSTIN: state code, PAN, entity number, `Z`, and its check character. */
const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export function isValidGstin(gstin: string): boolean {
  const match = GSTIN_SHAPE.exec(gstin);
  return (
    match !== null &&
    (STATE_CODES as readonly string[]).includes(match[1] ?? '') &&
    gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14]
  );
}

export const legalMessages = {
  required: 'Required',
  long: 'Too long',
  gstinInvalid:
    'Enter a GSTIN of 15 characters whose last character checks (as on the certificate)',
  gstinState: 'The GSTIN’s first two digits are the state’s code: pick that state',
  pinInvalid: 'Six digits',
  prefixInvalid: 'Up to 4 capital letters or digits, like AUR',
  phoneInvalid: 'Digits, spaces and a leading +, like +91 80 4000 1234',
  emailInvalid: 'Enter an e-mail address',
} as const;

const text = (max: number) => trimmedText(max, legalMessages.long, legalMessages.required);
const phone = z.string().check(z.regex(/^\+?[\d ]{8,20}$/, legalMessages.phoneInvalid));
const email = z.email(legalMessages.emailInvalid);

/**
 * The seller's legal details: the GST invoice's header (CGST Rules, Rule 46) and the disclosures
 * the Consumer Protection (E-Commerce) Rules, 2020 ask of a seller (customer care, a grievance
 * officer).
 */
export const legalDetailsSchema = z
  .object({
    legalName: text(120),
    gstin: z.pipe(
      z.pipe(
        z.string(),
        z.transform((value) => value.trim().toUpperCase()),
      ),
      z.string().check(z.refine(isValidGstin, legalMessages.gstinInvalid)),
    ),
    address: text(300),
    city: text(80),
    pinCode: z.string().check(z.regex(/^\d{6}$/, legalMessages.pinInvalid)),
    stateCode: z.enum(STATE_CODES),
    /**
     * Invoices are numbered `{prefix}/{financial year}/{serial}` and credit notes
     * `{prefix}/{financial year}/C{serial}`: 4 characters leave room for a serial of 5 digits or
     * more within Rule 46's 16.
     */
    invoicePrefix: z.pipe(
      z.pipe(
        z.string(),
        z.transform((value) => value.trim().toUpperCase()),
      ),
      z.string().check(z.regex(/^[A-Z0-9]{1,4}$/, legalMessages.prefixInvalid)),
    ),
    customerCare: z.object({ phone, email }),
    grievanceOfficer: z.object({
      name: text(120),
      designation: text(120),
      phone,
      email,
    }),
  })
  .check(
    z.refine((details) => details.gstin.slice(0, 2) === details.stateCode, {
      message: legalMessages.gstinState,
      path: ['stateCode'],
    }),
  );
export type LegalDetails = z.infer<typeof legalDetailsSchema>;
export type LegalDetailsInput = z.input<typeof legalDetailsSchema>;

const contact = z.object({ phone: z.string(), email: z.string() });
/** The seller's details as the back office reads them; `demo` when they are the demo shop's own. */
export const legalDetailsAnswerSchema = z.object({
  details: z.nullable(
    z.object({
      legalName: z.string(),
      gstin: z.string(),
      address: z.string(),
      city: z.string(),
      pinCode: z.string(),
      stateCode: z.enum(STATE_CODES),
      invoicePrefix: z.string(),
      customerCare: contact,
      grievanceOfficer: z.object({ name: z.string(), designation: z.string(), ...contact.shape }),
    }),
  ),
  demo: z.boolean(),
});
export type LegalDetailsAnswer = z.infer<typeof legalDetailsAnswerSchema>;
