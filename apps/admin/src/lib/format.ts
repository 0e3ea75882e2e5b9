/** Whole rupees and paise in Indian grouping: 12345678 paise → ₹1,23,456.78. */
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const counts = new Intl.NumberFormat('en-IN');

/** Money from the API: integer paise in INR. */
export function formatPaise(paise: number): string {
  return rupees.format(paise / 100);
}

/** An amount in minor units of a currency, as a payment provider took it. */
export function formatMinor(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
}

export function formatCount(count: number): string {
  return counts.format(count);
}

/** A moment, in the browser's locale and time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A moment in a table cell: the short date and the time. */
export function formatShortDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
}

/** India's clock, 24-hour, whatever the browser's time zone: orders happen in India's days. */
const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** A moment in India's time, 24-hour: 27 Nov 2026, 15:40. */
export function formatIndiaDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return indiaTime.format(date);
}

const indiaDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** The day of a moment in India, whatever the browser's time zone: 27 Nov 2026. */
export function formatIndiaDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return indiaDate.format(date);
}

/** The calendar day in India at a moment, as a date field takes it: 2026-11-27. */
export function indiaDayOf(date: Date): string {
  return indiaDay.format(date);
}

/** A count on a badge: 9, 99, then 99+. */
export function formatBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** A calendar day (2026-11-27) as the browser's locale writes it, whatever its time zone. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(undefined, { dateStyle: 'long', timeZone: 'UTC' });
}

/** A two-factor secret in groups of four, easier to type: JBSW Y3DP EHPK 3PXP. */
export function groupSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

/** An e-mail address as a table shows it: it may break before the @ when the column is narrow. */
export function emailParts(email: string): [string, string] {
  const at = email.lastIndexOf('@');
  return at > 0 ? [email.slice(0, at), email.slice(at)] : [email, ''];
}

/** A change of stock, signed: +3, −1 (a true minus sign). */
export function formatChange(change: number): string {
  return change > 0 ? `+${formatCount(change)}` : `−${formatCount(-change)}`;
}
