import { HEADER_HIDE_SCROLL_PX, STICKY_HEADER_THRESHOLD_PX } from '@aurelle/contract';

/** Where the last direction change happened, and whether the header is hidden. */
export type HeaderScroll = { anchorY: number; hidden: boolean };

export const initialHeaderScroll: HeaderScroll = { anchorY: 0, hidden: false };

/**
 * Spec §2 Shell: the header hides once the page has moved down more than 25 px since the last
 * upward move; any move up shows it again, and so does the very top.
 */
export function nextHeaderScroll(previous: HeaderScroll, y: number): HeaderScroll {
  if (y <= 0) return initialHeaderScroll;
  if (y < previous.anchorY) return { anchorY: y, hidden: false };
  if (y - previous.anchorY > HEADER_HIDE_SCROLL_PX) return { anchorY: y, hidden: true };
  return previous;
}

/** Spec §9 sticky threshold (-60 px): the header turns solid once the page is 60 px down. */
export function isStuck(y: number): boolean {
  return y > -STICKY_HEADER_THRESHOLD_PX;
}

/** Hidden when scrolled down, or while the footer is on screen. */
export function isHeaderHidden(scroll: HeaderScroll, footerVisible: boolean): boolean {
  return scroll.hidden || footerVisible;
}
