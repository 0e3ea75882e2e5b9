import { POD_CAP_INR_PAISE, type Language } from '../constants.ts';
import { format, messagesFor } from '../messages.ts';
import { INR_RATE, moneyFor } from '../money/money.ts';

/**
 * Why cash on delivery, offered under ₹2,00,000 only, is refused for an order of `totalInrPaise`,
 * or null: the cap named in rupees whatever the display currency, in `lang`. The server's refusal
 * and the payment step's disabled option say it in the same words.
 */
export function cashCapRefusal(lang: Language, totalInrPaise: number): string | null {
  if (totalInrPaise < POD_CAP_INR_PAISE) return null;
  const amount = moneyFor(new Map([['INR', INR_RATE]]), 'INR', lang).format(POD_CAP_INR_PAISE);
  return format(messagesFor(lang).order.podCap, { amount });
}
