import { METALS, type AuditEntry, type Metal } from '@aurelle/contract';
import { formatPaise } from '../../lib/format.ts';
import { texts } from './texts.ts';

/**
 * Fields the server records in INR paise, whatever the entry: an amount shows in rupees with
 * Indian grouping (₹28,000.00), never as the integer the log keeps.
 */
const MONEY_FIELDS = new Set([
  'amount',
  'total',
  'subtotal',
  'price',
  'originalPrice',
  'priceDelta',
  'unitPrice',
  'discount',
  'maxDiscount',
  'minimumAmount',
  'capPaise',
  'cashCollected',
  'shippingCost',
  'hallmarkingChargePaise',
  'makingCharge',
  'oldPrice',
  'newPrice',
]);

const isMetal = (field: string): field is Metal => (METALS as readonly string[]).includes(field);

/** A field's name as words: the log's own labels, a metal's name, else the name split. */
export function fieldLabel(field: string): string {
  if (field in texts.auditFields) return texts.auditFields[field as keyof typeof texts.auditFields];
  if (isMetal(field)) return texts.metals[field];
  return field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

type Context = { field: string; entry: Pick<AuditEntry, 'action' | 'changes'> };

/** A coupon's discount: a percentage or an amount, as its type (in the same entry) says. */
function couponDiscount(value: number, entry: Context['entry']): string {
  const type = entry.changes.discountType;
  const kind = type?.after ?? type?.before;
  return kind === 'percentage' ? `${value}%` : formatPaise(value);
}

/** One value in words: money in rupees, a metal's rate per gram, yes/no, a list, a record. */
export function show(value: unknown, { field, entry }: Context): string {
  if (value === undefined || value === null || value === '') return texts.audit.none;
  if (typeof value === 'boolean') return value ? texts.audit.yes : texts.audit.no;
  if (typeof value === 'number') {
    if (isMetal(field)) return texts.audit.perGram(formatPaise(value));
    if (MONEY_FIELDS.has(field)) return formatPaise(value);
    if (field === 'discountValue') return couponDiscount(value, entry);
    return String(value);
  }
  if (typeof value === 'string') return value;
  if (Array.isArray(value))
    return value.every((item) => typeof item !== 'object' || item === null)
      ? value.map((item) => show(item, { field, entry })).join(', ')
      : texts.audit.items(value.length);
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .map(([key, inner]) => `${fieldLabel(key)} ${show(inner, { field: key, entry })}`)
      .join(', ');
  return String(value);
}

/**
 * An entry's changed fields, one line each, in words: "Refund: amount ₹28,000.00, method cash",
 * "24K gold: ₹7,450.00 per gram → ₹7,600.00 per gram"; a new value alone.
 */
export function describeChanges(entry: Pick<AuditEntry, 'action' | 'changes'>): string[] {
  return Object.entries(entry.changes).map(([field, { before, after }]) => {
    const context = { field, entry };
    return before === undefined
      ? `${fieldLabel(field)}: ${show(after, context)}`
      : `${fieldLabel(field)}: ${show(before, context)} → ${show(after, context)}`;
  });
}
