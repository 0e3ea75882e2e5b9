import * as z from 'zod/mini';
import { blogCardSchema } from './content.schema.ts';

/** A post's slug: lower-case words joined by hyphens, as in its address. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const blogPostParamsSchema = z.object({
  slug: z.string().check(z.maxLength(120), z.regex(BLOG_SLUG_PATTERN)),
});

/**
 * GET /setting/store-customization/blogs: the published posts' cards, newest first, in the shape
 * of the `blogs` block they used to be (spec §3 Blog card).
 */
export const blogCardsResponseSchema = z.object({
  name: z.literal('blogs'),
  data: z.array(blogCardSchema),
});

/** GET /blog-posts/:slug: a published post in the request's language; `body` is cleaned HTML. */
export const blogPostSchema = z.object({
  ...blogCardSchema.shape,
  body: z.string(),
});

export type BlogCardsResponse = z.infer<typeof blogCardsResponseSchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
