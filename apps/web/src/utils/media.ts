import { mediaKind } from '@aurelle/contract';

export { mediaKind, orderMedia, type MediaKind } from '@aurelle/contract';

/** Vimeo links play through @vimeo/player; other videos through a <video> element. */
export function vimeoId(url: string): string | null {
  if (mediaKind(url) !== 'video') return null;
  const match = /vimeo\.com\/(?:video\/)?(\d+)/i.exec(url);
  return match?.[1] ?? null;
}
