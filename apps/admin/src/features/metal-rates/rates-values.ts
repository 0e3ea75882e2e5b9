import {
  DERIVED_GOLDS,
  MAX_RATE_PAISE,
  METALS,
  derivedRate,
  metalMessages,
  parseRupees,
  type Metal,
  type MetalRatesPreviewBody,
} from '@aurelle/contract';
import * as z from 'zod/mini';

/** A rate as typed: empty (not set today), or rupees per gram above 0. */
export function ratePaise(text: string): number | null | undefined {
  if (!text.trim()) return undefined;
  const paise = parseRupees(text);
  return paise !== null && paise > 0 && paise <= MAX_RATE_PAISE ? paise : null;
}

const rateField = z
  .string()
  .check(z.refine((value) => ratePaise(value) !== null, metalMessages.rateInvalid));

const isDerived = (metal: Metal, derive: boolean) =>
  derive && (DERIVED_GOLDS as readonly Metal[]).includes(metal);

/** Today's rates as typed, in rupees per gram; with `derive`, 24K's gives the karats. */
export const ratesFormSchema = z
  .object({
    rates: z.object({
      'gold-24k': rateField,
      'gold-22k': rateField,
      'gold-18k': rateField,
      'gold-14k': rateField,
      'platinum-950': rateField,
      'silver-925': rateField,
    }),
    derive: z.boolean(),
  })
  .check(
    z.refine((values) => !values.derive || ratePaise(values.rates['gold-24k']) !== undefined, {
      message: metalMessages.rate24kRequired,
      path: ['rates', 'gold-24k'],
    }),
    z.refine(
      (values) =>
        METALS.some(
          (metal) =>
            !isDerived(metal, values.derive) && ratePaise(values.rates[metal]) !== undefined,
        ),
      { message: metalMessages.ratesRequired, path: ['rates', 'gold-24k'] },
    ),
  );
export type RatesForm = z.output<typeof ratesFormSchema>;

export const EMPTY_RATES: RatesForm = {
  rates: {
    'gold-24k': '',
    'gold-22k': '',
    'gold-18k': '',
    'gold-14k': '',
    'platinum-950': '',
    'silver-925': '',
  },
  derive: true,
};

/** The body the API takes: paise per gram, the derived karats left to the server. */
export function bodyOf(values: RatesForm): Required<MetalRatesPreviewBody> {
  const rates: MetalRatesPreviewBody['rates'] = {};
  for (const metal of METALS) {
    const paise = ratePaise(values.rates[metal]);
    if (paise && !isDerived(metal, values.derive)) rates[metal] = paise;
  }
  return { rates, deriveFrom24k: values.derive };
}

/** What a karat's rate will be while deriving, as the owner types 24K's (null: nothing yet). */
export function derivedShown(values: RatesForm, metal: Metal): number | null {
  if (!isDerived(metal, values.derive)) return null;
  const rate24k = ratePaise(values.rates['gold-24k']);
  return rate24k ? derivedRate(rate24k, metal as (typeof DERIVED_GOLDS)[number]) : null;
}

export { isDerived };
