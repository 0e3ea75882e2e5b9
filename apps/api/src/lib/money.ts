/**
 * The API's prices come from the contract's money core, which the web formats with too
 * (docs/decisions/0018): INR minor units → the request's currency by the rates table, written with
 * each currency's digits.
 */
export {
  INR_RATE,
  moneyFor,
  rateTableFrom,
  type CurrencyRate,
  type Money,
  type RateTable,
} from '@aurelle/contract';

/** INR paise as staff read them: `₹1,23,456.50`. */
export const formatRupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
