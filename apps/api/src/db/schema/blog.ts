import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { foreignId, timestampNow, uuidPrimaryKey } from './columns.ts';

/**
 * The blog's posts: the card's picture (a media library path), the date shown, and whether the
 * shop lists it. Their texts are in `blog_post_texts`, one row per language.
 */
export const blogPosts = pgTable(
  'blog_posts',
  (t) => ({
    id: uuidPrimaryKey(),
    slug: t.text().notNull().unique(),
    image: t.text().notNull(),
    publishedOn: t.date({ mode: 'string' }).notNull(),
    published: t.boolean().notNull().default(false),
    updatedAt: timestampNow(),
  }),
  (table) => [check('blog_posts_slug_shape', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

/** A post's texts in one language: plain-text title and excerpt, an HTML body already cleaned. */
export const blogPostTexts = pgTable(
  'blog_post_texts',
  (t) => ({
    postId: foreignId(() => blogPosts.id, { onDelete: 'cascade' }),
    locale: t.text().notNull(),
    title: t.text().notNull(),
    excerpt: t.text().notNull(),
    body: t.text().notNull(),
  }),
  (table) => [primaryKey({ columns: [table.postId, table.locale] })],
);

/**
 * Customer care's frequently asked questions: per language, a list in the owner's order
 * (`position` from 0), each a plain-text question and answer.
 */
export const faqs = pgTable(
  'faqs',
  (t) => ({
    locale: t.text().notNull(),
    position: t.integer().notNull(),
    question: t.text().notNull(),
    answer: t.text().notNull(),
  }),
  (table) => [primaryKey({ columns: [table.locale, table.position] })],
);
