import type { OrderEventKind } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { orderEvents } from '../../db/schema/index.ts';

export type OrderEventInput = {
  orderId: string;
  kind: OrderEventKind;
  data?: Record<string, string | number | boolean | null>;
  /** The staff member who did it; none for the customer or the shop itself. */
  staff?: { staffId: string | null; name: string | null } | null;
};

/**
 * Adds a row to an order's timeline, in the caller's transaction (written with the change);
 * answers its id.
 */
export async function recordOrderEvent(tx: Db, event: OrderEventInput): Promise<string> {
  const [row] = await tx
    .insert(orderEvents)
    .values({
      orderId: event.orderId,
      kind: event.kind,
      data: event.data ?? {},
      staffId: event.staff?.staffId ?? null,
      actor: event.staff?.name ?? null,
    })
    .returning({ id: orderEvents.id });
  return String(row?.id);
}
