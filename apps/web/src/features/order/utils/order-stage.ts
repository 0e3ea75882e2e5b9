import type { Order } from '@aurelle/contract';

/** The steps a confirmed order goes through, in order, each with the moment it was reached. */
export const PROGRESS_STEPS = [
  { stage: 'placed', at: (order: Order) => order.createdAt },
  { stage: 'packed', at: (order: Order) => order.packedAt },
  { stage: 'shipped', at: (order: Order) => order.shippedAt },
  { stage: 'delivered', at: (order: Order) => order.deliveredAt },
] as const;

export type ProgressStage = (typeof PROGRESS_STEPS)[number]['stage'];
export type OrderStage = ProgressStage | 'pending' | 'cancelled' | 'released' | 'other';

const BY_STATUS: Record<string, ProgressStage> = {
  Placed: 'placed',
  Packed: 'packed',
  Shipped: 'shipped',
  Delivered: 'delivered',
};

/**
 * Where an order stands for its customer: a step of its progress once confirmed, awaiting its
 * card payment, cancelled by the shop, or released (its payment never completed).
 */
export function orderStage(order: Order): OrderStage {
  if (order.status === 'Cancelled') return 'cancelled';
  if (order.status === 'Released') return 'released';
  if (order.orderType === 'pending') return 'pending';
  return BY_STATUS[order.status] ?? 'other';
}

/** A tracking page's address, when it is one a browser may open (http or https only). */
export const trackingHref = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);
