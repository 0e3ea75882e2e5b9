import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../lib/mail.ts';
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

/**
 * Sends the queued confirmation e-mails, outside any order transaction; a failure is logged and
 * retried later with a growing pause, never surfaced to the shopper (docs/decisions/0033).
 */
export function createOrderEmailService({ repo, catalog, mailer, log, site }: Deps) {
  let queue: Promise<unknown> = Promise.resolve();

  async function sendDue(): Promise<number> {
    const rates = await catalog.rates();
    return repo.withDue(20, async (due, done) => {
      for (const email of due) {
        if (!email.to) {
          await done.failed(email.id, 'the customer has no e-mail address', 10 * 365 * 86_400);
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
          await done.sent(email.id);
        } catch (error) {
          const retry =
            email.attempts + 1 >= MAX_ATTEMPTS ? 10 * 365 * 86_400 : 30 * 2 ** email.attempts;
          log.warn({ err: error, orderId: email.order.id }, 'order e-mail not sent; will retry');
          await done.failed(email.id, String((error as Error).message ?? error), retry);
        }
      }
      return due.length;
    });
  }

  return {
    /**
     * Sends what is due now; runs one after another on an instance, so a run asked for after a
     * commit always sees that commit. Resolves to how many e-mails it tried.
     */
    drain(): Promise<number> {
      const run = queue.then(sendDue, sendDue);
      queue = run.catch(() => 0);
      return run;
    },
    /** After a commit that queued one: send now, in the background; errors only logged. */
    kick(): void {
      void this.drain().catch((error: unknown) =>
        log.error({ err: error }, 'order e-mail outbox failed'),
      );
    },
  };
}

export type OrderEmailService = ReturnType<typeof createOrderEmailService>;
