/** Spec §3: image versus video is decided by the URL's extension; any Vimeo link is a video. */
export const IMAGE_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'bmp',
  'svg',
  'ico',
  'tiff',
  'avif',
] as const;
export const VIDEO_EXTENSIONS = [
  'mp4',
  'webm',
  'ogg',
  'ogv',
  'mov',
  'avi',
  'wmv',
  'flv',
  'mkv',
  'm4v',
] as const;

export type MediaKind = 'image' | 'video';

const imageSet = new Set<string>(IMAGE_EXTENSIONS);
const videoSet = new Set<string>(VIDEO_EXTENSIONS);
const VIMEO_HOST = /^(?:[a-z0-9-]+\.)*vimeo\.com$/i;

function hostOf(url: string): string | null {
  const match = /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#:]+)/i.exec(url.trim());
  return match?.[1] ?? null;
}

function extensionOf(url: string): string {
  const path = url.trim().split(/[?#]/, 1)[0] ?? '';
  const file = path.slice(path.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  return dot === -1 ? '' : file.slice(dot + 1).toLowerCase();
}

/**
 * 'video' for a video extension or a Vimeo link, 'image' for an image extension,
 * null when the URL is neither (the caller decides whether to skip it).
 */
export function mediaKind(url: string): MediaKind | null {
  const host = hostOf(url);
  if (host && VIMEO_HOST.test(host)) return 'video';
  const ext = extensionOf(url);
  if (videoSet.has(ext)) return 'video';
  if (imageSet.has(ext)) return 'image';
  return null;
}

/**
 * Spec §3 media order: the first image, then every video, then the remaining images.
 * Entries of unknown kind are dropped; the relative order within each group is kept.
 */
export function orderMedia<T extends { file_url: string }>(
  entries: readonly T[],
): (T & { type: MediaKind })[] {
  const images: (T & { type: MediaKind })[] = [];
  const videos: (T & { type: MediaKind })[] = [];
  for (const entry of entries) {
    const type = mediaKind(entry.file_url);
    if (type === 'image') images.push({ ...entry, type });
    else if (type === 'video') videos.push({ ...entry, type });
  }
  const [first, ...rest] = images;
  return first ? [first, ...videos, ...rest] : videos;
}
