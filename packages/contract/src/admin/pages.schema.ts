import * as z from 'zod/mini';
import { PAGE_SLUGS } from '../content/pages.schema.ts';
import { trimmedText } from './fields.ts';

export const pageAdminMessages = {
  titleRequired: 'Enter the page’s title',
  titleTooLong: 'Keep the title under 120 characters',
  eyebrowTooLong: 'Keep the line above the title under 80 characters',
  ledeTooLong: 'Keep the introduction under 600 characters',
  bodyRequired: 'Write the page’s text',
  bodyTooLong: 'The page’s text is too long (at most 100,000 characters)',
  anchorMissing: 'Keep the policies’ four section headings: the shop’s links point to them',
} as const;

/** One language's texts of a page: plain-text header, HTML body (cleaned by the server). */
export const pageTextsSchema = z.object({
  eyebrow: z.string(),
  title: z.string(),
  lede: z.string(),
  body: z.string(),
});
export const pageTextsBodySchema = z.object({
  eyebrow: trimmedText(80, pageAdminMessages.eyebrowTooLong),
  title: trimmedText(120, pageAdminMessages.titleTooLong, pageAdminMessages.titleRequired),
  lede: trimmedText(600, pageAdminMessages.ledeTooLong),
  body: trimmedText(100_000, pageAdminMessages.bodyTooLong, pageAdminMessages.bodyRequired),
});

/** A page in the back office: both languages, and when it was last saved. */
export const adminPageSchema = z.object({
  slug: z.enum(PAGE_SLUGS),
  en: pageTextsSchema,
  fr: pageTextsSchema,
  updatedAt: z.string(),
});
export const adminPageListSchema = z.object({
  data: z.array(z.object({ slug: z.string(), title: z.string(), updatedAt: z.string() })),
});
export const pageBodySchema = z.object({ en: pageTextsBodySchema, fr: pageTextsBodySchema });

export type PageTexts = z.infer<typeof pageTextsSchema>;
export type AdminPage = z.infer<typeof adminPageSchema>;
export type AdminPageList = z.infer<typeof adminPageListSchema>;
export type PageBody = z.input<typeof pageBodySchema>;
