import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import type { SecretBox } from './secret-box.ts';
import { inBatches, serialRun } from './serial-run.ts';

/** Every kind of job, with the payload its handler takes. */
export type JobPayloads = {
  /** A rendered e-mail (lock notices); never one that carries a secret, as it is kept a week. */
  email: { to: string; subject: string; text: string; html: string };
  /**
   * A staff invitation's e-mail, rendered when sent from the invitation and its link, which waits
   * sealed in the job's `sealed` column (modules/staff).
   */
  'staff.invitation': { invitationId: string };
  /**
   * An e-mail to an order's customer, rendered from the order when sent (modules/order):
   * `confirmation`, `shipped`, `delivered`, `cancelled`, or `refunded` (naming the refund).
   */
  'order.email': {
    orderId: string;
    template: 'confirmation' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';
    refundId?: string;
  };
  /** Tell the owner of a new order, at the address in the back office's settings. */
  'order.notify': { orderId: string };
  /** Draw an issued invoice's or credit note's PDF (modules/invoice). */
  'tax-document.render': { kind: 'invoice' | 'credit_note'; id: string };
  /** Derive a picture's versions (modules/media). */
  'media.derive': { assetId: string };
  /** Apply a confirmed product CSV in one transaction (modules/catalog-admin). */
  'products.import': {
    importId: string;
    actor: {
      staffId: string | null;
      email: string | null;
      ip: string | null;
      userAgent: string | null;
    };
  };
};
export type JobKind = keyof JobPayloads;

export type JobHandler<K extends JobKind> = {
  run(
    payload: JobPayloads[K],
    job: { id: string; attempts: number; sealed: string | null },
  ): Promise<void>;
  /** Tries before the job is marked failed (12 by default: about a day of backing off). */
  maxAttempts?: number;
  /** What a job that will not be tried again leaves behind (a picture marked failed). */
  failed?(payload: JobPayloads[K], error: unknown): Promise<void>;
};
export type JobHandlers = { [K in JobKind]: JobHandler<K> };
/** Handlers for some kinds: what one module adds to the runner. */
export type SomeJobHandlers = Partial<JobHandlers>;

const BATCH = 10;
/** How long a claimed job is this run's: a worker that dies mid-job leaves it due after this. */
const LEASE_SECONDS = 300;
const DEFAULT_MAX_ATTEMPTS = 12;
/** Finished jobs are kept this long (to look at), then deleted. */
const KEEP_DONE_DAYS = 7;

/** The pause before try n + 1: 30 s, 1 min, 2 min … */
export const retryDelaySeconds = (attempts: number) => 30 * 2 ** Math.max(0, attempts - 1);

/** What a job's sealed secret is bound to: its own row (lib/secret-box.ts). */
export const jobSecretContext = (jobId: string) => `job:${jobId}`;

/**
 * Enqueues a job in the caller's transaction: it exists only if that transaction commits. The
 * caller kicks the runner after the commit, so an idle instance starts it at once.
 */
export async function enqueueJob<K extends JobKind>(
  tx: Db,
  kind: K,
  payload: JobPayloads[K],
  /** A job asked for again with the same key is not enqueued twice. */
  key?: string,
  /**
   * A secret the job needs (an invitation's link): kept sealed in `sealed`, never in the payload,
   * and removed when the job is done or has failed for good.
   */
  secret?: { value: string; box: SecretBox },
): Promise<void> {
  const id = randomUUID();
  await tx
    .insert(jobs)
    .values({
      id,
      kind,
      payload,
      key: key ?? null,
      sealed: secret ? secret.box.seal(secret.value, jobSecretContext(id)) : null,
    })
    .onConflictDoNothing();
}

/**
 * Seals again, under the current key, every job secret sealed under the previous one (a key
 * rotation); answers how many, and the ids of jobs whose secret neither key opens.
 */
export async function resealJobSecrets(
  db: Db,
  box: SecretBox,
): Promise<{ resealed: number; unreadable: string[] }> {
  const rows = await db
    .select({ id: jobs.id, sealed: jobs.sealed })
    .from(jobs)
    .where(isNotNull(jobs.sealed));
  const result = { resealed: 0, unreadable: [] as string[] };
  for (const { id, sealed } of rows) {
    if (sealed === null || box.isCurrent(sealed)) continue;
    let plain: string;
    try {
      plain = box.open(sealed, jobSecretContext(id));
    } catch {
      result.unreadable.push(id);
      continue;
    }
    await db
      .update(jobs)
      .set({ sealed: box.seal(plain, jobSecretContext(id)) })
      .where(and(eq(jobs.id, id), eq(jobs.sealed, sealed)));
    result.resealed += 1;
  }
  return result;
}

type Claimed = {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  sealed: string | null;
};

/**
 * Runs due jobs from any instance: a batch is claimed with `FOR UPDATE SKIP LOCKED` and a lease
 * (its `run_at` moved past the lease, its try counted), each runs outside any transaction, and a
 * failure is logged and retried later with a growing pause, until the kind's last try.
 */
export function createJobRunner({
  db,
  log,
  handlers,
}: {
  db: Db;
  log: FastifyBaseLogger;
  /** Read at each run: a module adds its kinds' handlers as it is registered. */
  handlers: SomeJobHandlers;
}) {
  async function runOne(job: Claimed) {
    const handler = handlers[job.kind as JobKind] as JobHandler<JobKind>;
    try {
      await handler.run(job.payload as JobPayloads[JobKind], job);
      await db
        .update(jobs)
        .set({ doneAt: sql`now()`, sealed: null })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      const last = job.attempts >= (handler.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
      log.warn({ err: error, jobId: job.id, kind: job.kind }, last ? 'job failed' : 'job retried');
      await db
        .update(jobs)
        .set({
          lastError: String((error as Error).message ?? error).slice(0, 500),
          ...(last
            ? { failedAt: sql`now()`, sealed: null }
            : { runAt: sql`now() + make_interval(secs => ${retryDelaySeconds(job.attempts)})` }),
        })
        .where(eq(jobs.id, job.id));
      if (last) await handler.failed?.(job.payload as JobPayloads[JobKind], error);
    }
  }

  async function runBatch(): Promise<number> {
    // Only kinds this instance can run are claimed; another instance may run the rest.
    const kinds = Object.keys(handlers);
    if (kinds.length === 0) return 0;
    const claimed = await db.execute(sql`
      update ${jobs} set run_at = now() + make_interval(secs => ${LEASE_SECONDS}),
                         attempts = attempts + 1
       where ${jobs.id} in (
         select id from ${jobs}
          where done_at is null and failed_at is null and run_at <= now()
            and kind in (${sql.join(
              kinds.map((kind) => sql`${kind}`),
              sql`, `,
            )})
          order by run_at limit ${BATCH}
            for update skip locked)
      returning id, kind, payload, attempts, sealed`);
    const due = (claimed as unknown as { rows: Claimed[] }).rows;
    for (const job of due) await runOne(job);
    return due.length;
  }

  async function runDue() {
    const ran = await inBatches(runBatch, BATCH);
    await db.execute(
      sql`delete from ${jobs} where done_at < now() - make_interval(days => ${KEEP_DONE_DAYS})`,
    );
    return ran;
  }

  return serialRun(runDue, log, 'jobs');
}

export type JobRunner = ReturnType<typeof createJobRunner>;
