import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queueConfirmation } from './order-email.repository.ts';
import { recordOrderEvent } from './order-events.repository.ts';
import { cartLines, orderLines, orders } from '../../db/schema/index.ts';
import { variantKey } from '../catalog/variant-choice.ts';

export type Settlement = 'settled' | 'already' | 'released' | 'missing';

/**
 * Marks a card order paid inside the caller's transaction: a row condition makes it happen once
 * (a second verify, a webhook replay or a race finds it done); lines go Placed, the ordered lines
 * leave the cart, the confirmation e-mail is queued. A released order is never paid.
 */
export async function settleOrder(
  tx: Db,
  orderId: string,
  paymentId?: string,
): Promise<Settlement> {
  const [paid] = await tx
    .update(orders)
    .set({ paymentStatus: 'paid', paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(eq(orders.id, orderId), eq(orders.status, 'Placed'), ne(orders.paymentStatus, 'paid')),
    )
    .returning({ id: orders.id, customerId: orders.customerId });
  if (!paid) {
    const [row] = await tx
      .select({ status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!row) return 'missing';
    return row.status === 'Released' || row.status === 'Cancelled' ? 'released' : 'already';
  }
  const lines = await tx
    .update(orderLines)
    .set({ orderStatus: 'Placed' })
    .where(eq(orderLines.orderId, orderId))
    .returning({ productId: orderLines.productId, variants: orderLines.variants });
  for (const line of lines)
    await tx
      .delete(cartLines)
      .where(
        and(
          eq(cartLines.customerId, paid.customerId),
          eq(cartLines.productId, line.productId),
          inArray(cartLines.variantKey, [variantKey(line.variants.map((v) => v.optionValue))]),
        ),
      );
  await recordOrderEvent(tx, { orderId, kind: 'paid', data: { paymentId: paymentId ?? null } });
  await queueConfirmation(tx, orderId);
  return 'settled';
}
