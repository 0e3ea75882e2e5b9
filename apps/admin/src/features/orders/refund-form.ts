import {
  catalogMessages,
  format,
  orderAdminMessages,
  parseRupees,
  refundBodySchema,
  refundOfLines,
  type AdminOrder,
  type RefundBody,
} from '@aurelle/contract';
import * as z from 'zod/mini';
import { formatPaise } from '../../lib/format.ts';
import { texts } from './texts.ts';

export type RefundMode = 'lines' | 'amount';

export type RefundForm = {
  mode: RefundMode;
  /** Every line of the order, in its order; the quantity as typed ('' is none). */
  lines: { lineId: string; quantity: string }[];
  /** Rupees as typed. */
  amount: string;
  reason: string;
  restock: boolean;
};

/** How many pieces of a line may still be refunded. */
export const leftOf = (line: AdminOrder['lines'][number]) =>
  Math.max(0, line.quantity - line.refundedQuantity);

/** A quantity as typed: '' is 0; null when it is not a whole number. */
export function quantityOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d{1,2}$/.test(trimmed) ? Number(trimmed) : null;
}

export function emptyRefund(order: AdminOrder): RefundForm {
  return {
    mode: 'lines',
    lines: order.lines.map((line) => ({ lineId: line.id, quantity: '' })),
    amount: '',
    reason: '',
    restock: false,
  };
}

type Issues = { issues: z.core.$ZodRawIssue[]; value: unknown };

/**
 * The refund form's rules for this order: by pieces, each line at most what is left of it and
 * at least one piece in all; by amount, rupees up to what is refundable; a reason either way.
 */
export function refundFormSchema(order: AdminOrder) {
  const refundable = order.money?.refundable ?? 0;
  return z
    .object({
      mode: z.enum(['lines', 'amount']),
      lines: z.array(z.object({ lineId: z.string(), quantity: z.string() })),
      amount: z.string(),
      reason: refundBodySchema.shape.reason,
      restock: z.boolean(),
    })
    .check((ctx: Issues) => {
      const value = ctx.value as RefundForm;
      const issue = (path: (string | number)[], message: string) =>
        ctx.issues.push({ code: 'custom', message, path, input: value });
      if (value.mode === 'amount') {
        const paise = value.amount.trim() ? parseRupees(value.amount) : null;
        if (!value.amount.trim()) issue(['amount'], texts.form.required);
        else if (paise === null || paise <= 0) issue(['amount'], catalogMessages.priceInvalid);
        else if (paise > refundable) {
          issue(
            ['amount'],
            format(orderAdminMessages.refundTooMuch, { amount: formatPaise(refundable) }),
          );
        }
        return;
      }
      let pieces = 0;
      let wrong = false;
      value.lines.forEach((line, index) => {
        const stored = order.lines.find((each) => each.id === line.lineId);
        const left = stored ? leftOf(stored) : 0;
        const quantity = quantityOf(line.quantity);
        if (quantity === null || quantity > left) {
          wrong = true;
          issue(
            ['lines', index, 'quantity'],
            format(orderAdminMessages.refundQuantity, { count: left }),
          );
        } else pieces += quantity;
      });
      if (!wrong && pieces === 0) issue(['lines'], texts.refund.noLines);
    });
}

/**
 * What the form, as filled in, refunds: the amount typed, or the pieces' share as the server
 * reckons it (the same function); null until the form says a valid amount or pieces.
 */
export function refundAmountOf(order: AdminOrder, values: RefundForm): number | null {
  const money = order.money;
  if (!money) return null;
  if (values.mode === 'amount') {
    const paise = values.amount.trim() ? parseRupees(values.amount) : null;
    return paise !== null && paise > 0 && paise <= money.refundable ? paise : null;
  }
  const pieces: { unitPrice: number; quantity: number }[] = [];
  let last = true;
  for (const line of order.lines) {
    const typed = values.lines.find((each) => each.lineId === line.id)?.quantity ?? '';
    const quantity = quantityOf(typed);
    if (quantity === null || quantity > leftOf(line) || line.unitPrice === null) return null;
    if (quantity > 0) pieces.push({ unitPrice: line.unitPrice, quantity });
    if (line.refundedQuantity + quantity < line.quantity) last = false;
  }
  if (pieces.length === 0) return null;
  return refundOfLines(money, pieces, last);
}

/** The body to send: the chosen lines or the amount, with the dialog's idempotency key. */
export function refundBodyOf(values: RefundForm, idempotencyKey: string): RefundBody {
  const base = { idempotencyKey, reason: values.reason };
  if (values.mode === 'amount') return { ...base, amount: values.amount.trim(), restock: false };
  return {
    ...base,
    restock: values.restock,
    lines: values.lines
      .map((line) => ({ lineId: line.lineId, quantity: quantityOf(line.quantity) ?? 0 }))
      .filter((line) => line.quantity > 0),
  };
}

/** A key for one refund, made when its dialog opens and sent again on a retry. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // An address without https has no randomUUID; random bytes serve as well.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
