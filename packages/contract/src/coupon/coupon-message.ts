import type { Language } from '../constants.ts';
import { format, messagesFor } from '../messages.ts';

/**
 * spec §5's minimum message in `lang`, for the server's check and the browser's alike. The
 * template's `{symbol} {amount}` is one formatted price (the money formatter places the symbol
 * where the language puts it), so the symbol is printed once.
 */
export function couponMinimumMessage(lang: Language, formattedMinimum: string): string {
  const template = messagesFor(lang).coupon.minimum.replace('{symbol} {amount}', '{amount}');
  return format(template, { symbol: '', amount: formattedMinimum });
}
