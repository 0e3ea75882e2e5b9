import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';
import type { Mail, Mailer } from './mail.ts';
import { inBatches, serialRun } from './serial-run.ts';

/** Gives up on an e-mail after this many tries (about a day of backing off). */
const MAX_ATTEMPTS = 12;
const BATCH = 20;
/** How long a claimed e-mail is this run's: a sender that dies mid-send leaves it due after this. */
const LEASE_SECONDS = 300;

/**
 * Queues an e-mail in the caller's transaction: it is sent only if that transaction commits, and
 * retried until the mail server takes it.
 */
export async function queueEmail(tx: Db, mail: Mail): Promise<void> {
  await tx.insert(outboxEmails).values(mail);
}

/**
 * Sends the queued e-mails (staff invitations, lock notices) outside any transaction, from any
 * instance: a batch is claimed with `FOR UPDATE SKIP LOCKED` and a lease; a failure is logged and
 * retried later with a growing pause.
 */
export function createMailOutbox({
  db,
  mailer,
  log,
}: {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  async function sendBatch(): Promise<number> {
    const claimed = await db.execute(sql`
      update ${outboxEmails} set next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
       where ${outboxEmails.id} in (
         select id from ${outboxEmails}
          where sent_at is null and next_attempt_at <= now()
          order by next_attempt_at limit ${BATCH}
            for update skip locked)
      returning id, "to", subject, text, html, attempts`);
    const due = (claimed as unknown as { rows: (Mail & { id: string; attempts: number })[] }).rows;
    for (const { id, attempts, ...mail } of due) {
      try {
        await mailer.send(mail);
        await db
          .update(outboxEmails)
          .set({ sentAt: sql`now()`, attempts: attempts + 1 })
          .where(eq(outboxEmails.id, id));
      } catch (error) {
        const retrySeconds = attempts + 1 >= MAX_ATTEMPTS ? 10 * 365 * 86_400 : 30 * 2 ** attempts;
        log.warn({ err: error, emailId: id }, 'e-mail not sent; will retry');
        await db
          .update(outboxEmails)
          .set({
            attempts: attempts + 1,
            lastError: String((error as Error).message ?? error).slice(0, 500),
            nextAttemptAt: sql`now() + make_interval(secs => ${retrySeconds})`,
          })
          .where(eq(outboxEmails.id, id));
      }
    }
    return due.length;
  }

  const sendDue = () => inBatches(sendBatch, BATCH);

  return serialRun(sendDue, log, 'e-mail outbox');
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
