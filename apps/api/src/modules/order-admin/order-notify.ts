import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { adminSettings, customers, orders, staffAccounts } from '../../db/schema/index.ts';
import type { JobHandler } from '../../lib/job-queue.ts';
import type { Mailer } from '../../lib/mail.ts';
import { letter } from '../staff/staff-emails.ts';
import { formatRupees } from '../../lib/money.ts';

export const ORDER_SETTINGS_KEY = 'orders';

/** Where new orders are announced: the address set in the settings, else every active owner. */
export async function notifyAddresses(db: Db): Promise<string[]> {
  const [setting] = await db
    .select({ value: adminSettings.value })
    .from(adminSettings)
    .where(eq(adminSettings.key, ORDER_SETTINGS_KEY));
  const set = setting?.value.notifyEmail;
  if (typeof set === 'string' && set !== '') return [set];
  const owners = await db
    .select({ email: staffAccounts.email })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'owner'), eq(staffAccounts.active, true)));
  return owners.map((owner) => owner.email);
}

/** The job that tells the owner of a new order (cash placed, or card paid), once per order. */
export function createOrderNotifyJob({
  db,
  mailer,
  log,
  site,
}: {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  site: { brandName: string; publicUrl: string };
}): JobHandler<'order.notify'> {
  return {
    async run({ orderId }) {
      const [order] = await db
        .select({
          orderNumber: orders.orderNumber,
          total: orders.total,
          paymentMethod: orders.paymentMethod,
          name: customers.name,
          pieces: sql<number>`(select coalesce(sum(quantity), 0)::int from order_lines where order_id = ${orders.id})`,
        })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(eq(orders.id, orderId));
      if (!order) return;
      const to = await notifyAddresses(db);
      if (to.length === 0) {
        log.warn({ orderId }, 'new-order notice not sent: no address and no active owner');
        return;
      }
      const paid = order.paymentMethod === 'POD' ? 'cash on delivery' : 'paid by card';
      for (const address of to)
        await mailer.send(
          letter(
            address,
            `New order ${order.orderNumber}: ${formatRupees(order.total)}`,
            [
              `${order.name} ordered ${order.pieces} piece${order.pieces === 1 ? '' : 's'} for ${formatRupees(order.total)}, ${paid}.`,
              'It is waiting to be packed.',
            ],
            { href: `${site.publicUrl}/admin/orders/${orderId}`, label: 'Open the order' },
          ),
        );
    },
  };
}
