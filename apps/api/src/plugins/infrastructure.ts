import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import type { Database, Db } from '../db/client.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import {
  createDataCaches,
  createVersionWatch,
  readCacheVersions,
  type DataCaches,
  type VersionWatch,
} from '../lib/data-cache.ts';
import { createJobRunner, type JobRunner, type SomeJobHandlers } from '../lib/job-queue.ts';
import { emailJob } from '../lib/mail-outbox.ts';
import { createMailer, type Mailer } from '../lib/mail.ts';
import { createRateLimiter, type RateLimiter } from '../lib/rate-limit.ts';

export type InfrastructureOptions = {
  env: Env;
  database: Database;
  /** The time the services read; tests pass one they can move. */
  clock?: Clock;
  /** Where order e-mail goes; by default SMTP_URL, else the outbox folder (lib/mail.ts). */
  mailer?: Mailer;
  /** How old the shared cache counters may get before they are read again (tests: 0, always). */
  versionRecheckMs?: number;
  /**
   * Whether a commit that queued a job starts the runner at once (the default). The demo's
   * history is written with it idle: its e-mails and documents belong to the past.
   */
  runJobsAtOnce?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The parsed settings (config/env.ts). */
    env: Env;
    /** The database and its close. */
    database: Database;
    /** The database handle every repository runs on, outside a transaction. */
    db: Db;
    /** The time services read. */
    clock: Clock;
    mailer: Mailer;
    /** The catalogue and stock counters every cache of this instance watches. */
    versions: VersionWatch;
    /** This instance's data caches (lib/data-cache.ts). */
    caches: DataCaches;
    /** The jobs table's runner: `kick` after enqueuing, `drain` in tests. */
    jobs: JobRunner;
    /** Kicks the runner after a transaction that enqueued a job has committed. */
    jobsQueued: () => void;
    /** Adds a module's job kinds and their handlers to the runner. */
    handleJobs: (handlers: SomeJobHandlers) => void;
    /** The abuse limits' counters in the database (lib/rate-limit.ts). */
    rateLimiter: RateLimiter;
    /** Says how long a module's limit counters live: its keys' prefix, or none, and its longest window. */
    keepLimitCounters: (longest: { seconds: number; prefix?: string }) => void;
    /** Deletes abuse-limit counters whose windows have all passed. */
    forgetPassedLimits: () => Promise<number>;
  }
}

/**
 * What every module uses, on the app: the settings, the database, the clock, the mailer, the
 * cache counters and data caches, the job queue, the rate limiter. Registered first; each module's
 * plugin names it among its dependencies. The app's log is Fastify's own, `app.log`.
 */
async function infrastructure(
  app: FastifyInstance,
  {
    env,
    database,
    clock = systemClock,
    mailer = createMailer(env, app.log),
    versionRecheckMs = env.NODE_ENV === 'test' ? 0 : 500,
    runJobsAtOnce = true,
  }: InfrastructureOptions,
) {
  const db = database.db;
  // The instance's data caches, dropped when the shared `catalog` or `stock` counter they depend
  // on moves (docs/decisions/0067). The counters are read again twice a second, so another
  // instance's change shows within a second; this instance's own writes at once (the response
  // cache marks them due).
  const versions = createVersionWatch({
    read: () => readCacheVersions(db),
    recheckMs: versionRecheckMs,
  });
  // Work off the request path, one table for every kind (lib/job-queue.ts, decision 0070); each
  // module adds the handlers of its kinds.
  const handlers: SomeJobHandlers = { email: emailJob(mailer) };
  const jobs = createJobRunner({ db, log: app.log, handlers });
  const rateLimiter = createRateLimiter(db);
  // Counters without a prefix live as long as the longest window declared for them.
  let unprefixedSeconds = 0;
  const prefixedSeconds: Record<string, number> = {};

  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', db);
  app.decorate('clock', clock);
  app.decorate('mailer', mailer);
  app.decorate('versions', versions);
  app.decorate('caches', createDataCaches(versions));
  app.decorate('jobs', jobs);
  app.decorate('jobsQueued', () => {
    if (runJobsAtOnce) jobs.kick();
  });
  app.decorate('handleJobs', (more: SomeJobHandlers) => {
    Object.assign(handlers, more);
  });
  app.decorate('rateLimiter', rateLimiter);
  app.decorate('keepLimitCounters', ({ seconds, prefix }: { seconds: number; prefix?: string }) => {
    if (prefix === undefined) unprefixedSeconds = Math.max(unprefixedSeconds, seconds);
    else prefixedSeconds[prefix] = Math.max(prefixedSeconds[prefix] ?? 0, seconds);
  });
  app.decorate('forgetPassedLimits', () =>
    rateLimiter.forgetPassed(unprefixedSeconds, clock.now(), prefixedSeconds),
  );
}

export const infrastructurePlugin = fp(infrastructure, { name: 'infrastructure', fastify: '5.x' });
