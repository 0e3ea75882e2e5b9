import type { FastifyBaseLogger } from 'fastify';
import type { JobHandler } from '../../lib/job-queue.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { renderOrderEmail } from './order-email.ts';
import type { OrderEmailRepository } from './order-email.repository.ts';
import { recordOrderEvent } from './order-events.repository.ts';
import type { Db } from '../../db/client.ts';

type Deps = {
  db: Db;
  repo: OrderEmailRepository;
  catalog: Pick<CatalogService, 'rates'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  site: { brandName: string; publicUrl: string };
  /** The order's GST invoice, sent with the shipped e-mail. */
  invoicePdf: (
    orderId: string,
  ) => Promise<{ number: string; filename: string; pdf: Uint8Array } | null>;
};

/**
 * The job that sends an e-mail to an order's customer, outside any order transaction: rendered
 * from the order when sent, retried with a growing pause by the jobs table, never surfaced to the
 * customer (docs/decisions/0033). Each one sent is a row of the order's timeline.
 */
export function createOrderEmailJob({
  db,
  repo,
  catalog,
  mailer,
  log,
  site,
  invoicePdf,
}: Deps): JobHandler<'order.email'> {
  return {
    async run({ orderId, template, refundId }) {
      const email = await repo.orderForEmail(orderId);
      if (!email) return; // the order is gone: nothing to tell
      if (!email.to) {
        log.warn(
          { orderId, template },
          'order e-mail not sent: the customer has no e-mail address',
        );
        return;
      }
      const refund = refundId ? await repo.refund(orderId, refundId) : null;
      if (template === 'refunded' && (!refund || refund.status === 'failed')) {
        // A refund that failed gave nothing back: the customer is not told of it.
        log.warn({ orderId, refundId }, 'refund e-mail not sent: no such refund, or it failed');
        return;
      }
      const invoice = template === 'shipped' ? await invoicePdf(orderId) : null;
      const mail = await renderOrderEmail(template, {
        order: email.order,
        lines: email.lines,
        huids: email.huids,
        ...(refund ? { refund } : {}),
        ...(invoice ? { invoice: invoice.number } : {}),
        name: email.name,
        rates: await catalog.rates(),
        site,
      });
      // Checked again just before sending, with the order's row locked as erasure locks it: an
      // erasure under way is waited for, and one done means nothing is sent.
      const to = await db.transaction((tx) => repo.recipientLocked(tx, orderId));
      if (!to) {
        log.info(
          { orderId, template },
          'order e-mail not sent: the customer was erased, or has no e-mail address',
        );
        return;
      }
      // No lock is held while the mail server answers (on PGlite it would stop every request).
      await mailer.send({
        to,
        ...mail,
        ...(invoice
          ? {
              attachments: [
                {
                  filename: invoice.filename,
                  content: invoice.pdf,
                  contentType: 'application/pdf',
                },
              ],
            }
          : {}),
      });
      // Recorded under the same lock, checked once more: an erasure that came while the mail
      // server answered has taken the contact from the timeline, and it is not written back.
      await db.transaction(async (tx) => {
        const kept = (await repo.recipientLocked(tx, orderId)) !== null;
        await recordOrderEvent(tx, {
          orderId,
          kind: 'email_sent',
          data: { template, ...(kept ? { to } : {}), ...(refundId ? { refundId } : {}) },
        });
      });
    },
  };
}
