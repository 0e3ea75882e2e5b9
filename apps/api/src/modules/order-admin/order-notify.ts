import type { FastifyBaseLogger } from 'fastify';
import { notifyAddressesOf } from '@aurelle/contract';
import type { JobHandler } from '../../lib/job-queue.ts';
import type { Mailer } from '../../lib/mail.ts';
import { letter } from '../staff/staff-emails.ts';
import { formatRupees } from '../../lib/money.ts';
import type { OrderAdminRepository } from './order-admin.repository.ts';

type NotifyRepository = Pick<OrderAdminRepository, 'notice' | 'settings' | 'ownerEmails'>;

/** Where new orders are announced: the addresses set in the settings, else every active owner. */
async function notifyAddresses(repo: NotifyRepository): Promise<string[]> {
  const addresses = notifyAddressesOf((await repo.settings()).notifyEmail);
  return addresses.length > 0 ? addresses : repo.ownerEmails();
}

/** The job that tells the owner of a new order (cash placed, or card paid), once per order. */
export function createOrderNotifyJob({
  repo,
  mailer,
  log,
  site,
}: {
  repo: NotifyRepository;
  mailer: Mailer;
  log: FastifyBaseLogger;
  site: { brandName: string; publicUrl: string };
}): JobHandler<'order.notify'> {
  return {
    async run({ orderId }) {
      const order = await repo.notice(orderId);
      if (!order) return;
      const to = await notifyAddresses(repo);
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
