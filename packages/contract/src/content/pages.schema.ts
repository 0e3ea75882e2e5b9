import * as z from 'zod/mini';

/** The informational pages whose texts live in content, by slug. */
export const PAGE_SLUGS = [
  'about',
  'policies',
  'jewellery-care',
  'size-guide',
  'certifications',
  'careers',
  'labs',
  'our-story',
  'beyond-brilliance',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** The policies page's sections the shop links to (spec §2): each is a heading with this id. */
export const POLICY_PAGE_ANCHORS = [
  'shipping-policy',
  'return-exchange-policy',
  'privacy-policy',
  'terms-condition',
] as const;

export const pageParamsSchema = z.object({ slug: z.enum(PAGE_SLUGS) });

/** GET /pages/:slug: a page in the request's language; `body` is HTML the server has cleaned. */
export const pageSchema = z.object({
  slug: z.string(),
  eyebrow: z.string(),
  title: z.string(),
  lede: z.string(),
  body: z.string(),
});
export type Page = z.infer<typeof pageSchema>;
