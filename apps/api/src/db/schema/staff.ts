import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { PRODUCT_IMPORT_STATUSES, type ProductImportReport } from '@aurelle/contract';
import { foreignId, timestampNow, uuidPrimaryKey } from './columns.ts';

/**
 * The back office's people. The e-mail is kept lower-case; the password as an argon2id hash; the
 * TOTP secrets sealed with ADMIN_ENCRYPTION_KEY (lib/secret-box.ts), never in plain text.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  (t) => ({
    id: uuidPrimaryKey(),
    email: t.text().notNull(),
    name: t.text().notNull(),
    role: t.text({ enum: ['owner', 'manager', 'fulfilment', 'accountant'] }).notNull(),
    passwordHash: t.text().notNull(),
    /** The confirmed TOTP secret, sealed; null until two-factor sign-in is set up. */
    totpSecret: t.text(),
    /** A secret being set up (sealed), confirmed by a first code. */
    pendingTotpSecret: t.text(),
    /** The last 30-second step a code was accepted for: a code is good once. */
    totpLastStep: t.bigint({ mode: 'number' }).notNull().default(0),
    active: t.boolean().notNull().default(true),
    /**
     * The shop's first owner (one account at most): nobody else demotes or deactivates them;
     * they hand the title to another owner by a transfer.
     */
    firstOwner: t.boolean().notNull().default(false),
    lastSignInAt: t.timestamp({ withTimezone: true }),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  }),
  (table) => [
    uniqueIndex('staff_accounts_email_key').on(table.email),
    uniqueIndex('staff_accounts_first_owner_key')
      .on(table.firstOwner)
      .where(sql`${table.firstOwner}`),
  ],
);

/**
 * Ten single-use codes per account, for the day the phone is lost; only their hashes, each
 * argon2id (with its own salt) of the code's SHA-256.
 */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  (t) => ({
    staffId: foreignId(() => staffAccounts.id, { onDelete: 'cascade' }),
    codeHash: t.text().notNull(),
    usedAt: t.timestamp({ withTimezone: true }),
  }),
  (table) => [uniqueIndex('staff_recovery_codes_key').on(table.staffId, table.codeHash)],
);

/**
 * Back-office sessions. The cookie holds a random id; only its SHA-256 is stored, so a copy of
 * the table opens no session. `signedIn` is false while the second factor is still due.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  (t) => ({
    idHash: t.text().primaryKey(),
    staffId: foreignId(() => staffAccounts.id, { onDelete: 'cascade' }),
    signedIn: t.boolean().notNull(),
    createdAt: t.timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: t.timestamp({ withTimezone: true }).notNull(),
    endedAt: t.timestamp({ withTimezone: true }),
    ip: t.text(),
    userAgent: t.text(),
  }),
  (table) => [
    index('staff_sessions_staff_idx')
      .on(table.staffId)
      .where(sql`${table.endedAt} is null`),
  ],
);

/** An invitation by e-mail: a single-use link, valid for 72 hours; only the token's hash. */
export const staffInvitations = pgTable(
  'staff_invitations',
  (t) => ({
    id: uuidPrimaryKey(),
    tokenHash: t.text().notNull(),
    email: t.text().notNull(),
    name: t.text().notNull(),
    role: t.text({ enum: ['owner', 'manager', 'fulfilment', 'accountant'] }).notNull(),
    invitedBy: foreignId(() => staffAccounts.id),
    expiresAt: t.timestamp({ withTimezone: true }).notNull(),
    acceptedAt: t.timestamp({ withTimezone: true }),
    revokedAt: t.timestamp({ withTimezone: true }),
    createdAt: timestampNow(),
  }),
  (table) => [uniqueIndex('staff_invitations_token_key').on(table.tokenHash)],
);

/** The back office's settings, one row per key (`security`: { requireTwoFactor }). */
export const adminSettings = pgTable('admin_settings', (t) => ({
  key: t.text().primaryKey(),
  value: t.jsonb().$type<Record<string, unknown>>().notNull(),
  updatedAt: timestampNow(),
}));

/**
 * Who did what in the back office. Append-only: no route changes a row, and a trigger makes the
 * database refuse UPDATE, DELETE and TRUNCATE (migration 0009). `changes` holds each changed
 * field's before and after, never a secret.
 */
export const auditLog = pgTable(
  'audit_log',
  (t) => ({
    id: t.bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: t.timestamp({ withTimezone: true }).notNull(),
    staffId: t.uuid(),
    actor: t.text(),
    action: t.text().notNull(),
    entityType: t.text().notNull(),
    entityId: t.text(),
    changes: t
      .jsonb()
      .$type<Record<string, { before?: unknown; after?: unknown }>>()
      .notNull()
      .default({}),
    ip: t.text(),
    userAgent: t.text(),
  }),
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_staff_idx').on(table.staffId, table.id),
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.id),
  ],
);
/**
 * A product CSV as uploaded, kept from its dry run to its confirm (no second upload): the file,
 * its report, and the version each matched product had at the dry run (a later save fails the
 * confirm). `status`: ready, invalid (the dry run found errors), applied, failed (at confirm).
 */
export const productImports = pgTable(
  'product_imports',
  (t) => ({
    id: uuidPrimaryKey(),
    staffId: foreignId(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestampNow(),
    csv: t.text().notNull(),
    status: t.text({ enum: PRODUCT_IMPORT_STATUSES }).notNull(),
    report: t.jsonb().$type<ProductImportReport>().notNull(),
    /** Lower-case SKU → the product's version at the dry run. */
    versions: t.jsonb().$type<Record<string, number>>().notNull().default({}),
    appliedAt: t.timestamp({ withTimezone: true }),
  }),
  (table) => [index('product_imports_staff_idx').on(table.staffId, table.createdAt)],
);
