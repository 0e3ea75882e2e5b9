import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../lib/mail.ts';
import { inBatches, serialRun } from '../../lib/serial-run.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { renderOrderEmail } from './order-email.ts';
import type { OrderEmailRepository } from './order-email.repository.ts';

type Deps = {
  repo: OrderEmailRepository;
  catalog: Pick<CatalogService, 'rates'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  site: { brandName: string; publicUrl: string };
};

/** Gives up on an e-mail after this many tries (about a day of backing off). */
const MAX_ATTEMPTS = 12;
/** E-mails claimed at once. */
const BATCH = 20;
/** How long a claimed e-mail is this run's: a sender that dies mid-send leaves it due after this. */
const LEASE_SECONDS = 300;

/**
 * Sends the queued confirmation e-mails, outside any order transaction; a failure is logged and
 * retried later with a growing pause, never surfaced to the customer (docs/decisions/0033).
 */
export function createOrderEmailService({ repo, catalog, mailer, log, site }: Deps) {
  async function sendBatch(): Promise<number> {
    const due = await repo.claimDue(BATCH, LEASE_SECONDS);
    if (due.length === 0) return 0;
    const rates = await catalog.rates();
    for (const email of due) {
      // Rendering is synchronous work: let waiting requests in between two e-mails.
      await new Promise((resolve) => setImmediate(resolve));
      if (!email.to) {
        await repo.failed(email.id, 'the customer has no e-mail address', 10 * 365 * 86_400);
        continue;
      }
      try {
        const mail = await renderOrderEmail({
          order: email.order,
          lines: email.lines,
          name: email.name,
          rates,
          site,
        });
        await mailer.send({ to: email.to, ...mail });
        await repo.sent(email.id);
      } catch (error) {
        const retry =
          email.attempts + 1 >= MAX_ATTEMPTS ? 10 * 365 * 86_400 : 30 * 2 ** email.attempts;
        log.warn({ err: error, orderId: email.order.id }, 'order e-mail not sent; will retry');
        await repo.failed(email.id, String((error as Error).message ?? error), retry);
      }
    }
    return due.length;
  }

  /** Batches until fewer than a full one were due (at most 10 batches a run). */
  const sendDue = () => inBatches(sendBatch, BATCH);

  // Sends what is due now, or (kick) in the background after a commit that queued an e-mail.
  return serialRun(sendDue, log, 'order e-mail outbox');
}

export type OrderEmailService = ReturnType<typeof createOrderEmailService>;
