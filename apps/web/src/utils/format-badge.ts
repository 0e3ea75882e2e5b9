import { CART_BADGE_CAP, STOCK_BADGE_CAP } from '@aurelle/contract';

/** `9+` above the cap (spec §9: cart 9, stock 99). */
export function formatBadge(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}

export const formatCartBadge = (count: number) => formatBadge(count, CART_BADGE_CAP);
export const formatStockBadge = (count: number) => formatBadge(count, STOCK_BADGE_CAP);
