import * as z from 'zod/mini';

/** The largest photo the back office takes, in bytes. */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/** The largest film file the back office takes, in bytes (stored as it is). */
export const FILM_MAX_BYTES = 100 * 1024 * 1024;
/**
 * The most pixels a photo may have (50 megapixels, 8000 × 6000 and more): a small file can claim
 * a huge picture, and decoding it would take seconds and hundreds of megabytes.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** How many files one upload may carry. */
export const UPLOAD_MAX_FILES = 20;
export const ALT_MAX_LENGTH = 250;

export const mediaMessages = {
  notMedia:
    'This file is not a JPEG, PNG, WebP or AVIF photo, nor an MP4 or WebM film. Its content decides, not its name.',
  photoTooLarge: 'A photo may be at most 20 MB',
  photoTooManyPixels:
    'This photo is {megapixels} megapixels; use one of at most 50 megapixels (e.g. 8000 × 6000)',
  filmTooLarge: 'A film may be at most 100 MB',
  tooManyFiles: `Upload at most ${UPLOAD_MAX_FILES} files at once`,
  noFiles: 'Choose at least one file',
  notPicture:
    'This file is not a JPEG, PNG, WebP or AVIF picture. Its content decides, not its name.',
  notMultipart: 'Send the files as multipart/form-data',
  vimeoInvalid: 'Enter a Vimeo film link such as https://vimeo.com/76979871',
  altLong: `Use at most ${ALT_MAX_LENGTH} characters`,
  orderMismatch: "List each of the product's photos and films once",
  mediaNotFound: 'No such photo or film',
  productNotFound: 'No such product',
} as const;

export const MEDIA_ASSET_KINDS = ['image', 'video', 'vimeo'] as const;
export const MEDIA_ASSET_STATUSES = ['processing', 'ready', 'failed'] as const;

const altText = z.string().check(z.maxLength(ALT_MAX_LENGTH, mediaMessages.altLong));

/** A photo's or film's description for people who cannot see it, in English and French. */
export const mediaAltSchema = z.object({ en: altText, fr: z.optional(altText) });
export type MediaAlt = z.infer<typeof mediaAltSchema>;

export const mediaAssetSchema = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_ASSET_KINDS),
  status: z.enum(MEDIA_ASSET_STATUSES),
  position: z.number(),
  /** What the shop links to; null while a photo is processing. */
  url: z.nullable(z.string()),
  /** A small version for the back office's list; null while processing. */
  previewUrl: z.nullable(z.string()),
  /** A tiny blurred picture as a data: URI. */
  placeholder: z.nullable(z.string()),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  alt: mediaAltSchema,
  byteSize: z.nullable(z.number()),
  error: z.nullable(z.string()),
});
export type MediaAsset = z.infer<typeof mediaAssetSchema>;

export const productMediaSchema = z.object({
  productId: z.string(),
  items: z.array(mediaAssetSchema),
});
export type ProductMedia = z.infer<typeof productMediaSchema>;

export const productMediaParamsSchema = z.object({ productId: z.uuid() });
export const mediaItemParamsSchema = z.object({ productId: z.uuid(), mediaId: z.uuid() });

const VIMEO_FILM =
  /^https:\/\/(?:www\.)?vimeo\.com\/(?:channels\/[\w-]+\/|video\/)?\d+(?:\/[0-9a-f]+)?\/?$/i;

export const vimeoLinkBodySchema = z.object({
  url: z.string().check(z.trim(), z.regex(VIMEO_FILM, mediaMessages.vimeoInvalid)),
});
export type VimeoLinkBody = z.infer<typeof vimeoLinkBodySchema>;

export const mediaOrderBodySchema = z.object({
  ids: z.array(z.uuid()).check(z.maxLength(200)),
});
export type MediaOrderBody = z.infer<typeof mediaOrderBodySchema>;

export const mediaAltBodySchema = z.object({ alt: mediaAltSchema });
export type MediaAltBody = z.infer<typeof mediaAltBodySchema>;
