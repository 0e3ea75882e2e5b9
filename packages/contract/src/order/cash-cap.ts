import { POD_CAP_INR_PAISE, type Language } from '../constants.ts';
import { format, messagesFor } from '../messages.ts';
import { INR_RATE, moneyFor } from '../money/money.ts';

/**
 * The cap cash on delivery is offered under, from what the shop's settings hold: the owner's
 * amount when it is a whole number of paise from ₹1 up to the law's ₹2,00,000, else the law's.
 */
export function cashCapOf(stored: unknown): number {
  const value = typeof stored === 'string' ? Number(stored) : stored;
  if (typeof value !== 'number' || !Number.isInteger(value)) return POD_CAP_INR_PAISE;
  return value >= 1_00 && value <= POD_CAP_INR_PAISE ? value : POD_CAP_INR_PAISE;
}

/**
 * Why cash on delivery, offered under the shop's cap only (₹2,00,000 at most, the law's), is
 * refused for an order of `totalInrPaise`, or null: the cap named in rupees whatever the display
 * currency, in `lang`. The server's refusal and the payment step's disabled option say it in the
 * same words.
 */
export function cashCapRefusal(
  lang: Language,
  totalInrPaise: number,
  capPaise: number = POD_CAP_INR_PAISE,
): string | null {
  const cap = Math.min(capPaise, POD_CAP_INR_PAISE);
  if (totalInrPaise < cap) return null;
  const amount = moneyFor(new Map([['INR', INR_RATE]]), 'INR', lang).format(cap);
  return format(messagesFor(lang).order.podCap, { amount });
}
