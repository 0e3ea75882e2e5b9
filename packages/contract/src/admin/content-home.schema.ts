import * as z from 'zod/mini';
import { trimmedText } from './fields.ts';

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
} as const;

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
  });
}

/**
 * The home page as the owner edits it, in both languages: the hero (its picture and link shared,
 * its words per language), the shop's search-engine texts (`seo_setting`) and the in-focus
 * sliders (their pieces by SKU, in order). Texts are required where the shop shows them alone.
 */
export const homeContentSchema = homeContentOf(checked, true);
/** The home page as the API answers it: as stored, which the shop may hold from before. */
export const homeContentViewSchema = homeContentOf(plain, false);
export type HomeContent = z.output<typeof homeContentViewSchema>;
export type HomeContentBody = z.input<typeof homeContentSchema>;

/**
 * The home page in the back office: what the shop shows (`published`), and the owner's draft when
 * there is one (saved, not yet published), with who saved it and when.
 */
export const homeContentAnswerSchema = z.object({
  published: homeContentViewSchema,
  draft: z.nullable(homeContentViewSchema),
  draftSavedAt: z.nullable(z.string()),
  draftSavedBy: z.nullable(z.string()),
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
