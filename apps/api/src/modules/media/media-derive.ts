import { createHash } from 'node:crypto';
import { EncodedPacketSink, FilePathSource, Input, MP4, WEBM } from 'mediabunny';
import sharp from 'sharp';
import {
  EMAIL_PICTURE_WIDTH,
  PHOTO_MAX_PIXELS,
  PICTURE_WIDTHS,
  derivedName,
  derivedWidths,
} from '@aurelle/contract';
import { PUBLIC_PREFIX } from './media-storage.ts';

/**
 * Changes whenever the versions below would come out differently: it is part of the content hash
 * that names them, so a browser never keeps an older version under the same name.
 */
export const DERIVATION_VERSION = '1';
/** AVIF's encoder effort: 2 took 0.3–1.4 s for a 2000-pixel photo here, 4 took 3–13 s. */
const AVIF = { quality: 52, effort: 2 } as const;
const WEBP = { quality: 74, effort: 4 } as const;
const JPEG = { quality: 78, mozjpeg: true } as const;
const LARGEST_WIDTH = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1] ?? 1600;
/** The placeholder's width: a few hundred bytes, blurred, stretched under the real picture. */
const PLACEHOLDER_WIDTH = 16;

/** The photo formats the shop takes, as sharp names them, with the file's type. */
const PHOTO_FORMATS: Record<string, { ext: string; contentType: string }> = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  webp: { ext: 'webp', contentType: 'image/webp' },
  avif: { ext: 'avif', contentType: 'image/avif' },
};

export type PhotoType = { ext: string; contentType: string; width: number; height: number };

/**
 * What a file is by its content (sharp's reading of it), never its name: a JPEG, PNG, WebP or
 * AVIF photo, else null. An AVIF is a HEIF with AV1 inside; a HEIC (HEVC inside) is refused.
 * Only the header is read, whatever size it claims: the caller refuses too many pixels before
 * anything decodes them.
 */
export async function photoTypeOf(file: Buffer | string): Promise<PhotoType | null> {
  try {
    const meta = await sharp(file, { limitInputPixels: false }).metadata();
    const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
    const type = PHOTO_FORMATS[format];
    if (!type || !meta.width || !meta.height) return null;
    const turned = (meta.orientation ?? 1) >= 5;
    return {
      ...type,
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
    };
  } catch {
    return null;
  }
}

/**
 * Whether a file's first bytes claim a film: MP4 (an `ftyp` box that is not a HEIF picture's) or
 * WebM (EBML). A claim only: `filmTypeOf` decides.
 */
export function claimsFilm(head: Buffer): boolean {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    const brand = head.toString('latin1', 8, 12);
    // HEIF pictures are ftyp boxes too.
    return !/^(avif|avis|heic|heix|hevc|mif1|msf1)$/.test(brand);
  }
  return head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3;
}

const FILM_FORMATS = [
  { format: MP4, ext: 'mp4', contentType: 'video/mp4' },
  { format: WEBM, ext: 'webm', contentType: 'video/webm' },
];

/**
 * A film the shop takes as it is, by its parsed container (mediabunny reads MP4's boxes or
 * WebM's EBML elements, never the whole file): MP4 or WebM with a video track that has a size
 * and at least one frame; else null. A few bytes of `ftyp` before anything else are no film.
 */
export async function filmTypeOf(
  path: string,
): Promise<{ ext: string; contentType: string } | null> {
  const input = new Input({
    formats: FILM_FORMATS.map((entry) => entry.format),
    source: new FilePathSource(path),
  });
  try {
    const format = await input.getFormat();
    const video = await input.getPrimaryVideoTrack();
    if (!video || video.displayWidth <= 0 || video.displayHeight <= 0) return null;
    if (!(await new EncodedPacketSink(video).getFirstPacket({ metadataOnly: true }))) return null;
    const type = FILM_FORMATS.find((entry) => entry.format === format);
    return type ? { ext: type.ext, contentType: type.contentType } : null;
  } catch {
    return null;
  } finally {
    input.dispose();
  }
}

/** A photo's content hash (with the derivation's version): the name of all its versions. */
export const photoHash = (bytes: Buffer) =>
  createHash('sha256').update(`v${DERIVATION_VERSION}:`).update(bytes).digest('hex').slice(0, 20);

/** A film's content hash: its name. */
export const fileHash = (bytes: Buffer) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 20);

export type DerivedFile = { key: string; body: Buffer; contentType: string };
export type DerivedPicture = {
  /** The largest WebP's key: what the shop links to. */
  mainKey: string;
  width: number;
  height: number;
  placeholder: string;
  files: DerivedFile[];
};

/**
 * A photo's versions: turned upright (EXIF orientation), stripped of its metadata (sharp keeps
 * none unless asked: no place, no camera), at each of the shop's widths it reaches (never
 * enlarged) in WebP and AVIF, a JPEG for e-mails, and a tiny blurred placeholder. The demo's
 * pictures come through here too.
 */
export async function derivePicture(source: Buffer, hash: string): Promise<DerivedPicture> {
  // The upload refused larger photos; this holds for any other source (the demo's, an old row).
  const limitInputPixels = PHOTO_MAX_PIXELS;
  const upright = sharp(source, { failOn: 'error', limitInputPixels }).rotate();
  const meta = await sharp(source, { limitInputPixels }).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const sourceWidth = (turned ? meta.height : meta.width) ?? 0;
  const sourceHeight = (turned ? meta.width : meta.height) ?? 0;
  if (!sourceWidth || !sourceHeight) throw new Error('the picture has no size');
  const width = Math.min(sourceWidth, LARGEST_WIDTH);
  const height = Math.round((sourceHeight * width) / sourceWidth);
  const key = (w: number, format: 'webp' | 'avif' | 'jpg') =>
    PUBLIC_PREFIX + derivedName(hash, w, format);
  const at = (w: number) => upright.clone().resize({ width: w, withoutEnlargement: true });

  const jobs: Promise<DerivedFile>[] = derivedWidths(width).flatMap((w) => [
    at(w)
      .webp(WEBP)
      .toBuffer()
      .then((body) => ({ key: key(w, 'webp'), body, contentType: 'image/webp' })),
    at(w)
      .avif(AVIF)
      .toBuffer()
      .then((body) => ({ key: key(w, 'avif'), body, contentType: 'image/avif' })),
  ]);
  const jpegWidth = Math.min(EMAIL_PICTURE_WIDTH, width);
  jobs.push(
    at(jpegWidth)
      .flatten({ background: '#ffffff' })
      .jpeg(JPEG)
      .toBuffer()
      .then((body) => ({ key: key(jpegWidth, 'jpg'), body, contentType: 'image/jpeg' })),
  );
  const [files, tiny] = await Promise.all([
    Promise.all(jobs),
    at(PLACEHOLDER_WIDTH).blur(1).webp({ quality: 40 }).toBuffer(),
  ]);
  return {
    mainKey: key(width, 'webp'),
    width,
    height,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    files,
  };
}
