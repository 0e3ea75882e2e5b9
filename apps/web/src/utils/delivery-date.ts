import { DELIVERY_DAYS } from '@aurelle/contract';

/** Spec §9: delivery is expected 14 days after today. */
export function expectedDeliveryDate(today: Date = new Date(), days = DELIVERY_DAYS): Date {
  const date = new Date(today);
  date.setDate(date.getDate() + days);
  return date;
}

const ORDINAL_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/**
 * Spec §2: an ordinal day and a short month, "5th Dec" in English; other languages use their own
 * short form ("5 déc." in French).
 */
export function formatDeliveryDate(date: Date, language = 'en'): string {
  const day = date.getDate();
  if (!language.startsWith('en')) {
    return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(date);
  }
  const rule = new Intl.PluralRules('en', { type: 'ordinal' }).select(day);
  const month = new Intl.DateTimeFormat('en', { month: 'short' }).format(date);
  return `${day}${ORDINAL_SUFFIX[rule] ?? 'th'} ${month}`;
}
