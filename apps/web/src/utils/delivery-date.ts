import { DELIVERY_DAYS } from '@aurelle/contract';

/** Spec §9: delivery is expected 14 days after today. */
export function expectedDeliveryDate(today: Date = new Date(), days = DELIVERY_DAYS): Date {
  const date = new Date(today);
  date.setDate(date.getDate() + days);
  return date;
}

const EN_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** 1st, 2nd, 3rd, 4th… 11th, 12th, 13th… 21st. */
function englishOrdinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as const)[(day % 10) as 1 | 2 | 3];
  return `${day}${suffix ?? 'th'}`;
}

/** One formatter per language: building one costs more than using it many times. */
const shortDayMonth = new Map<string, Intl.DateTimeFormat>();

/**
 * Spec §2: an ordinal day and a short month, "5th Dec" in English; other languages use their own
 * short form ("5 déc." in French). English is written out here, which spares the product page's
 * first render the browser's locale data look-ups.
 */
export function formatDeliveryDate(date: Date, language = 'en'): string {
  if (language.startsWith('en')) {
    return `${englishOrdinal(date.getDate())} ${EN_MONTHS[date.getMonth()] ?? ''}`;
  }
  let format = shortDayMonth.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
    shortDayMonth.set(language, format);
  }
  return format.format(date);
}
