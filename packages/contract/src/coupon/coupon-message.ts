import type { Language } from '../constants.ts';
import { format, messagesFor } from '../messages.ts';

/**
 * spec §5's minimum message in `lang`, for the server's check and the browser's alike: its
 * `{symbol} {amount}` is the symbol, a space, then the amount in the language's digits, whichever
 * side of the number the money formatter put the symbol. `formattedMinimum` is a price as the API
 * writes it (₹20,000, 220,00 €, د.إ 868.00).
 */
export function couponMinimumMessage(lang: Language, formattedMinimum: string): string {
  // From the first digit to the last: the symbol is what is left on either side.
  const amount = /\d(?:.*\d)?/su.exec(formattedMinimum)?.[0] ?? formattedMinimum;
  const symbol = formattedMinimum.replace(amount, '').trim();
  const template = messagesFor(lang).coupon.minimum;
  return format(symbol ? template : template.replace('{symbol} ', ''), { symbol, amount });
}
