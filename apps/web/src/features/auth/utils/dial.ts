import { DIAL_CODES } from '../data/dial-codes.ts';

export type DialOption = { value: string; label: string; dial: string; name: string };

/** The dial codes as dropdown options, searchable by name, ISO code and digits. */
export const DIAL_OPTIONS: DialOption[] = DIAL_CODES.map(([iso, name, dial]) => ({
  value: iso,
  label: `${name} ${iso} +${dial}`,
  dial,
  name,
}));

/** The dial code digits of a country (spec §3: countryCode is sent as digits, default 91). */
export const dialOf = (iso: string) => DIAL_OPTIONS.find((o) => o.value === iso)?.dial ?? '';
