import { pgTable } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for abuse limits, shared by every API process: no limit lives in one
 * process's memory (docs/decisions/0022). One row per key (`otp-send:ip:1.2.3.4`); a window
 * starts at the key's first hit and the row is reset, not added to, once it has passed
 * (lib/rate-limit.ts).
 */
export const rateLimits = pgTable('rate_limits', (t) => ({
  key: t.text().primaryKey(),
  windowStart: t.timestamp({ withTimezone: true }).notNull(),
  count: t.integer().notNull(),
}));
