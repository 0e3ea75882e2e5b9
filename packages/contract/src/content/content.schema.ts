import * as z from 'zod/mini';

/** GET /setting/store-customization/socialMedia → data[] of { link, icon } (spec §7). */
export const socialMediaBlockSchema = z.object({
  data: z.array(z.object({ link: z.string(), icon: z.string() })),
});

/** GET /setting/store-customization/seo_setting (spec §2 Shell). */
export const seoSettingBlockSchema = z.object({
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  og_title: z.string(),
  og_description: z.string(),
});

export const homeBannersBlockSchema = z.object({
  data: z.array(
    z.object({
      title: z.string(),
      subtitle: z.string(),
      cta_label: z.string(),
      cta_link: z.string(),
      image: z.string(),
    }),
  ),
});

/** The categories' tiles home shows, by slug, in order: the tiles draw the categories' own. */
export const homeCategoriesBlockSchema = z.object({
  data: z.array(z.object({ slug: z.string() })),
});

export const storyBlockSchema = z.object({
  data: z.array(
    z.object({
      title: z.string(),
      text: z.string(),
      image: z.string(),
      link: z.string(),
      cta_label: z.optional(z.string()),
    }),
  ),
});

/** Blog cards: image, blogTitle, blogDescription (spec §3). */
export const blogCardSchema = z.object({
  slug: z.string(),
  image: z.string(),
  blogTitle: z.string(),
  blogDescription: z.string(),
  date: z.string(),
});
export const blogsBlockSchema = z.object({ data: z.array(blogCardSchema) });

/**
 * The blocks the shop reads, by name, with the shape of their data: a list block matches the
 * response whole (`{ data: [...] }`), an object block (seo_setting) matches its `data`. The API
 * answers such a block only when it matches, so the web reads it as typed (docs/decisions/0049 §4).
 */
export const contentBlockSchemas = {
  seo_setting: seoSettingBlockSchema,
  socialMedia: socialMediaBlockSchema,
  home_banners: homeBannersBlockSchema,
  home_categories: homeCategoriesBlockSchema,
  home_story: storyBlockSchema,
  blogs: blogsBlockSchema,
} as const;
export type ContentBlockName = keyof typeof contentBlockSchemas;

/** Whether a block's response has its known shape (a block of another name always has). */
export function blockMatchesSchema(response: { name: string; data: unknown }): boolean {
  if (!Object.hasOwn(contentBlockSchemas, response.name)) return true;
  const schema = contentBlockSchemas[response.name as ContentBlockName];
  return schema.safeParse(response).success || schema.safeParse(response.data).success;
}

/**
 * Stored data of an in-focus block (e.g. `infocus_bridal`), one row per language: the API
 * answers GET /{brand}/infocus/{blockName} with these products, in this order.
 */
export const inFocusBlockDataSchema = z.object({
  title: z.string(),
  subtitle: z._default(z.string(), ''),
  product_skus: z.array(z.string()).check(z.maxLength(60)),
});

/** Any block: the envelope is fixed, `data` depends on the block's name. */
export const contentBlockResponseSchema = z.object({
  name: z.string(),
  data: z.unknown(),
});

/** GET /setting/global/all (spec §3 Site settings). */
export const siteSettingsSchema = z.object({
  contact: z.string(),
  email: z.string(),
  address: z.string(),
  pod_status: z.boolean(),
  /** Cash on delivery is offered for orders under this many INR paise (₹2,00,000 at most). */
  pod_cap_inr_paise: z.int(),
  /** Where the catalogue's request-quote line sends customers: the contact e-mail unless set. */
  quote_email: z.string(),
  /** The launch countdown's date and time, without a zone: each visitor's local time (spec §9). */
  launch_at: z.string(),
  brand_name: z.string(),
  brand_slug: z.string(),
});
export const siteSettingsResponseSchema = z.object({ data: siteSettingsSchema });

export const blockNameParamsSchema = z.object({
  blockName: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(64),
      z.regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, _ or -'),
    ),
});

export type SocialMediaBlock = z.infer<typeof socialMediaBlockSchema>;
export type SeoSettingBlock = z.infer<typeof seoSettingBlockSchema>;
export type HomeBannersBlock = z.infer<typeof homeBannersBlockSchema>;
export type HomeCategoriesBlock = z.infer<typeof homeCategoriesBlockSchema>;
export type StoryBlock = z.infer<typeof storyBlockSchema>;
export type BlogCard = z.infer<typeof blogCardSchema>;
export type BlogsBlock = z.infer<typeof blogsBlockSchema>;
export type InFocusBlockData = z.infer<typeof inFocusBlockDataSchema>;
export type ContentBlockResponse = z.infer<typeof contentBlockResponseSchema>;
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponseSchema>;
