import type { Db } from '../db/client.ts';
import { enqueueJob, type JobHandler } from './job-queue.ts';
import type { Mail, Mailer } from './mail.ts';

/**
 * Queues an e-mail in the caller's transaction, as a job (lib/job-queue.ts): it is sent only if
 * that transaction commits, outside it, and retried until the mail server takes it.
 */
export async function queueEmail(tx: Db, mail: Mail): Promise<void> {
  await enqueueJob(tx, 'email', {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
}

/** The `email` job: hands the rendered e-mail to the mailer. */
export function emailJob(mailer: Mailer): JobHandler<'email'> {
  return { run: (mail) => mailer.send(mail) };
}
