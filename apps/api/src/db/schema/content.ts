import { pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { timestampNow } from './columns.ts';

/**
 * Named content blocks (seo_setting, socialMedia, home banners, in-focus blocks, blogs …),
 * one row per language; English is the fallback.
 */
export const contentBlocks = pgTable(
  'content_blocks',
  (t) => ({
    name: t.text().notNull(),
    locale: t.text().notNull(),
    data: t.jsonb().$type<unknown>().notNull(),
    updatedAt: timestampNow(),
  }),
  (table) => [primaryKey({ columns: [table.name, table.locale] })],
);

/** Site settings (contact, email, address, pod_status …) as key/value pairs. */
export const siteSettings = pgTable('site_settings', (t) => ({
  key: t.text().primaryKey(),
  value: t.jsonb().$type<unknown>().notNull(),
  updatedAt: timestampNow(),
}));

/** Conversion from INR: `rate` units of `code` per 1 INR. */
export const currencyRates = pgTable('currency_rates', (t) => ({
  code: t.text().primaryKey(),
  symbol: t.text().notNull(),
  rate: t.numeric({ precision: 18, scale: 8 }).notNull(),
  fractionDigits: t.integer().notNull().default(2),
  updatedAt: timestampNow(),
}));

/**
 * Version counters for caches shared by every API instance: a write bumps the counter,
 * and each instance drops its cached entries when it sees a new value.
 */
export const cacheVersions = pgTable('cache_versions', (t) => ({
  name: t.text().primaryKey(),
  version: t.bigint({ mode: 'number' }).notNull().default(1),
  updatedAt: timestampNow(),
}));

/**
 * The informational pages (about, policies, jewellery care …), one row per page and language:
 * plain-text header fields and a body of HTML already cleaned by the server's allow-list. The
 * texts may hold `{{brand}}`, which the shop's answer replaces with the brand's name.
 */
export const pages = pgTable(
  'pages',
  (t) => ({
    slug: t.text().notNull(),
    locale: t.text().notNull(),
    eyebrow: t.text().notNull().default(''),
    title: t.text().notNull(),
    lede: t.text().notNull().default(''),
    body: t.text().notNull(),
    updatedAt: timestampNow(),
  }),
  (table) => [primaryKey({ columns: [table.slug, table.locale] })],
);

/**
 * A page's content as the owner saved it and has not yet published (`home`: the home page in
 * both languages, contract `HomeContent`); publishing writes its blocks and deletes the row.
 * The shop reads it only in a staff preview.
 */
export const contentDrafts = pgTable('content_drafts', (t) => ({
  page: t.text().primaryKey(),
  data: t.jsonb().$type<unknown>().notNull(),
  savedBy: t.text(),
  updatedAt: timestampNow(),
}));
