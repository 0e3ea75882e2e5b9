import * as z from 'zod/mini';
import { PRODUCT_STATUSES } from './catalog.schema.ts';
import { trimmedText } from './fields.ts';
import { MEDIA_ASSET_STATUSES } from './media.schema.ts';

export const contentHomeMessages = {
  titleRequired: 'Enter the title',
  titleLong: 'Keep the title to 80 characters',
  subtitleLong: 'Keep the line under the title to 200 characters',
  ctaLabelRequired: 'Enter the button’s words',
  ctaLabelLong: 'Keep the button’s words to 40 characters',
  linkInvalid: 'Enter a page of the shop, like /shop/rings, or an address starting https://',
  imageInvalid: 'Choose a picture from the media library, or an address starting https://',
  seoTitleRequired: 'Enter the title search engines show',
  seoTitleLong: 'Keep the title to 70 characters',
  seoDescriptionRequired: 'Enter the description search engines show',
  seoDescriptionLong: 'Keep the description to 200 characters',
  keywordsLong: 'Keep the keywords to 300 characters',
  skusInvalid: 'Choose at most 60 pieces',
  noDraft: 'There is no draft to publish: save your changes first',
  categoriesInvalid: 'Choose at most 40 categories, each once',
  unknownSku: (sku: string) => `No piece has the SKU ${sku}: choose pieces with the search`,
  unknownCategory: (slug: string) => `No category is called ${slug}: choose from the list`,
} as const;

/** How many categories the home page may show. */
export const HOME_CATEGORIES_MAX = 40;

/** The languages the shop's content is written in. */
export const CONTENT_LANGUAGES = ['en', 'fr'] as const;

/** The in-focus sliders the home page shows, in its order (content blocks `infocus_{name}`). */
export const HOME_IN_FOCUS_BLOCKS = ['bridal', 'everyday', 'gifts'] as const;
export type HomeInFocusBlock = (typeof HOME_IN_FOCUS_BLOCKS)[number];

/** A page of the shop (`/shop/rings`) or an https address: never `javascript:` or `//host`. */
export function isContentLink(value: string): boolean {
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return true;
  return isHttpsUrl(value);
}

function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^\s]+$/.test(value)) return false;
  try {
    return new URL(value).hostname.includes('.');
  } catch {
    return false;
  }
}

/** A picture the shop serves from its media (`/media/…`) or an https address. */
export function isContentImage(value: string): boolean {
  return /^\/media\/[^\s\\?#]+$/.test(value) || isHttpsUrl(value);
}

const link = (message: string, check: (value: string) => boolean) =>
  z.pipe(
    z.pipe(
      z.string({ error: message }),
      z.transform((value) => value.trim()),
    ),
    z.string().check(z.refine(check, message)),
  );

const m = contentHomeMessages;

/** A field's schema: what the owner sends is checked; what the API answers is plain text. */
type Field = (max: number, long: string, required?: string) => z.ZodMiniType<string, string>;
const checked: Field = (max, long, required) => trimmedText(max, long, required);
const plain: Field = () => z.string();

const inFocusTextOf = (text: Field) =>
  z.object({
    title: text(80, m.titleLong, m.titleRequired),
    subtitle: text(200, m.subtitleLong),
  });
/** An in-focus slider's words in one language, as the owner sends them. */
export const inFocusTextSchema = inFocusTextOf(checked);

function homeContentOf(text: Field, strict: boolean) {
  const hero = z.object({
    title: text(80, m.titleLong, m.titleRequired),
    subtitle: text(200, m.subtitleLong),
    ctaLabel: text(40, m.ctaLabelLong, m.ctaLabelRequired),
  });
  const seo = z.object({
    metaTitle: text(70, m.seoTitleLong, m.seoTitleRequired),
    metaDescription: text(200, m.seoDescriptionLong, m.seoDescriptionRequired),
    metaKeywords: text(300, m.keywordsLong),
    ogTitle: text(70, m.seoTitleLong, m.seoTitleRequired),
    ogDescription: text(200, m.seoDescriptionLong, m.seoDescriptionRequired),
  });
  const inFocus = inFocusTextOf(text);
  return z.object({
    hero: z.object({
      image: strict ? link(m.imageInvalid, isContentImage) : z.string(),
      link: strict ? link(m.linkInvalid, isContentLink) : z.string(),
      en: hero,
      fr: hero,
    }),
    seo: z.object({ en: seo, fr: seo }),
    inFocus: z
      .array(
        z.object({
          name: z.enum(HOME_IN_FOCUS_BLOCKS),
          productSkus: z
            .array(z.string().check(z.minLength(1), z.maxLength(64)))
            .check(z.maxLength(60, m.skusInvalid)),
          en: inFocus,
          fr: inFocus,
        }),
      )
      .check(z.maxLength(HOME_IN_FOCUS_BLOCKS.length)),
    /** The categories' tiles home shows, by slug, in order (block `home_categories`). */
    categories: z.array(z.string().check(z.minLength(1), z.maxLength(120))).check(
      z.maxLength(HOME_CATEGORIES_MAX, m.categoriesInvalid),
      z.refine((slugs) => new Set(slugs).size === slugs.length, m.categoriesInvalid),
    ),
  });
}

/**
 * The home page as the owner edits it, in both languages: the hero (its picture and link shared,
 * its words per language), the shop's search-engine texts (`seo_setting`) and the in-focus
 * sliders (their pieces by SKU, in order) and the categories' tiles (by slug, in order). Texts are required where the shop shows them alone.
 */
export const homeContentSchema = homeContentOf(checked, true);
/** The home page as the API answers it: as stored, which the shop may hold from before. */
export const homeContentViewSchema = homeContentOf(plain, false);
export type HomeContent = z.output<typeof homeContentViewSchema>;
export type HomeContentBody = z.input<typeof homeContentSchema>;

/** A piece a slider names, as the back office shows it beside its SKU. */
export const homePieceSchema = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  image: z.nullable(z.string()),
});
export type HomePiece = z.infer<typeof homePieceSchema>;

/**
 * The home page in the back office: what the shop shows (`published`), and the owner's draft when
 * there is one (saved, not yet published), with who saved it and when; the pieces the sliders
 * name, and every category (English name) the home page may show, in the catalogue's order.
 */
export const homeContentAnswerSchema = z.object({
  published: homeContentViewSchema,
  draft: z.nullable(homeContentViewSchema),
  draftSavedAt: z.nullable(z.string()),
  draftSavedBy: z.nullable(z.string()),
  pieces: z.array(homePieceSchema),
  categoryOptions: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type HomeContentAnswer = z.infer<typeof homeContentAnswerSchema>;

/**
 * A preview of the shop with the draft: the shop's address carrying a signed token that expires
 * in minutes; only a staff member who may read content is given one.
 */
export const contentPreviewSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
});
export type ContentPreview = z.infer<typeof contentPreviewSchema>;

/**
 * A picture of the media library the hero may show: one of the shop's own (uploaded here, listed
 * while its versions are made and if they failed) or a product's ready photo.
 */
export const contentPictureSchema = z.object({
  id: z.string(),
  /** Null while the picture's versions are made (`processing`) or when they could not be. */
  url: z.nullable(z.string()),
  alt: z.string(),
  /** The product the photo belongs to; null for a picture of the shop's own. */
  productName: z.nullable(z.string()),
  status: z.enum(MEDIA_ASSET_STATUSES),
});
export const contentPicturesSchema = z.object({ items: z.array(contentPictureSchema) });
export type ContentPicture = z.infer<typeof contentPictureSchema>;
export type ContentPictures = z.infer<typeof contentPicturesSchema>;
