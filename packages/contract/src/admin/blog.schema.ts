import * as z from 'zod/mini';
import { BLOG_SLUG_PATTERN } from '../content/blog.schema.ts';
import { trimmedText } from './fields.ts';

export const blogAdminMessages = {
  slugRequired: 'Enter the post’s address',
  slugShape: 'Use lower-case letters, digits and hyphens (e.g. caring-for-pearls)',
  slugTaken: 'Another post already has this address',
  imageRequired: 'Choose the card’s picture',
  imageShape: 'Choose a picture from the media library (an address starting with /media/)',
  dateRequired: 'Enter the post’s date',
  titleRequired: 'Enter the post’s title',
  titleTooLong: 'Keep the title under 160 characters',
  excerptRequired: 'Write the card’s short text',
  excerptTooLong: 'Keep the card’s text under 600 characters',
  bodyRequired: 'Write the post’s text',
  bodyTooLong: 'The post’s text is too long (at most 100,000 characters)',
} as const;

/** One language's texts of a post: plain title and excerpt, HTML body (cleaned by the server). */
export const blogPostTextsSchema = z.object({
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
});
const blogPostTextsBodySchema = z.object({
  title: trimmedText(160, blogAdminMessages.titleTooLong, blogAdminMessages.titleRequired),
  excerpt: trimmedText(600, blogAdminMessages.excerptTooLong, blogAdminMessages.excerptRequired),
  body: trimmedText(100_000, blogAdminMessages.bodyTooLong, blogAdminMessages.bodyRequired),
});

/** A post in the back office: both languages, its card's picture, date and whether it is shown. */
export const adminBlogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  image: z.string(),
  date: z.string(),
  published: z.boolean(),
  en: blogPostTextsSchema,
  fr: blogPostTextsSchema,
  updatedAt: z.string(),
});
export const adminBlogPostListSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      title: z.string(),
      date: z.string(),
      published: z.boolean(),
      updatedAt: z.string(),
    }),
  ),
});

export const blogPostBodySchema = z.object({
  slug: z.pipe(
    trimmedText(120, blogAdminMessages.slugShape, blogAdminMessages.slugRequired),
    z.string().check(z.regex(BLOG_SLUG_PATTERN, blogAdminMessages.slugShape)),
  ),
  image: z.pipe(
    trimmedText(500, blogAdminMessages.imageShape, blogAdminMessages.imageRequired),
    z.string().check(z.regex(/^\/media\/[\w./-]+$/, blogAdminMessages.imageShape)),
  ),
  date: z.iso.date({ error: blogAdminMessages.dateRequired }),
  published: z.boolean(),
  en: blogPostTextsBodySchema,
  fr: blogPostTextsBodySchema,
});
export const adminBlogPostParamsSchema = z.object({ postId: z.uuid() });
/** Publishing or withdrawing a post from the list, without its texts. */
export const blogPostPublishBodySchema = z.object({ published: z.boolean() });

export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;
export type AdminBlogPostList = z.infer<typeof adminBlogPostListSchema>;
export type BlogPostBody = z.input<typeof blogPostBodySchema>;
export type BlogPostTexts = z.infer<typeof blogPostTextsSchema>;
