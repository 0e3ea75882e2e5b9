import * as z from 'zod/mini';
import { isoDateField } from './fields.ts';

/** What the audit log records; the admin app words each one (its texts). */
export const AUDIT_ACTIONS = [
  'session.sign-in',
  'session.sign-out',
  'session.sign-out-everywhere',
  'session.sign-in-failed',
  'session.ended-after-wrong-tries',
  'account.locked',
  'account.password-changed',
  'account.name-changed',
  'account.two-factor-started',
  'account.two-factor-on',
  'account.recovery-codes-replaced',
  'staff.first-owner',
  'staff.invited',
  'staff.invitation-withdrawn',
  'staff.joined',
  'staff.updated',
  'staff.deactivated',
  'staff.unlocked',
  'staff.ownership-transferred',
  'settings.updated',
  'prices.rates-set',
  'prices.guard-set',
  'stock.adjusted',
  'stock.threshold-set',
  'stock.pieces-received',
  'stock.piece-removed',
  'stock.counted-per-size',
  'stock.piece-sized',
  'product.created',
  'product.updated',
  'product.duplicated',
  'product.deleted',
  'product.variant-updated',
  'product.imported',
  'product.exported',
  'category.created',
  'category.updated',
  'category.deleted',
  'category.reordered',
  'collection.created',
  'collection.updated',
  'collection.deleted',
  'collection.reordered',
  'attribute.created',
  'attribute.updated',
  'attribute.deleted',
  'attribute.reordered',
  'media.added',
  'media.reordered',
  'media.alt-set',
  'media.removed',
  'order.packed',
  'order.shipped',
  'order.delivered',
  'order.cancelled',
  'order.note-added',
  'order.refunded',
  'order.exported',
  'customer.note-added',
  'customer.erased',
  'coupon.created',
  'coupon.updated',
  'coupon.disabled',
  'coupon.enabled',
  'page.updated',
  'blog-post.created',
  'blog-post.updated',
  'blog-post.published',
  'blog-post.withdrawn',
  'blog-post.deleted',
  'faqs.updated',
  'content.draft-saved',
  'content.published',
  'content.draft-discarded',
  'shell.owner-created',
  'shell.password-reset',
  'shell.two-factor-reset',
  'shell.ownership-transferred',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit entry is about: its `entityType`. */
export const AUDIT_ENTITY_TYPES = [
  'staff',
  'invitation',
  'session',
  'settings',
  'product',
  'category',
  'collection',
  'attribute',
  'order',
  'customer',
  'coupon',
  'page',
  'content',
  'blog-post',
  'faqs',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** A field's value before and after a change; a secret is never written here. */
export const auditChangeSchema = z.object({
  before: z.optional(z.unknown()),
  after: z.optional(z.unknown()),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  staffId: z.nullable(z.string()),
  /** The staff member's e-mail when they acted (it stays right if they change it later). */
  actor: z.nullable(z.string()),
  action: z.string(),
  entityType: z.string(),
  entityId: z.nullable(z.string()),
  changes: z.record(z.string(), auditChangeSchema),
  ip: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  /** The staff member's name as it is now (null when the entry has no staff member). */
  actorName: z.optional(z.nullable(z.string())),
  /**
   * What the entry is about, in words, as the shop knows it now: an order's number and its
   * customer's name, a customer's, a staff member's or a product's name, a coupon's code. Null
   * when the thing is gone or has no name (a setting).
   */
  subject: z.optional(
    z.nullable(
      z.object({
        label: z.string(),
        customerName: z.optional(z.nullable(z.string())),
      }),
    ),
  ),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const isoDate = isoDateField('Use a date such as 2026-11-27');

/** Newest first; `before` is the last id of the previous page (keyset pagination). */
export const auditQuerySchema = z.object({
  staffId: z.optional(z.uuid()),
  entityType: z.optional(z.string().check(z.maxLength(40))),
  entityId: z.optional(z.string().check(z.maxLength(100))),
  /** Days in the shop's time zone (India), both included. */
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  before: z.optional(z.string().check(z.regex(/^[0-9]{1,18}$/))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next page; null on the last page. */
  next: z.nullable(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
