import type { FastifyInstance } from 'fastify';
import type { Env } from './config/env.ts';

/** How long a refund the provider did not answer waits before it is asked for again. */
const UNANSWERED_REFUND_MS = 2 * 60_000;

/**
 * The periodic work of every instance, on one timer: the release of unpaid orders, due jobs of
 * the job queue (e-mails, pictures, imports; lib/job-queue.ts), refunds the payment provider
 * never answered, and the deletion of passed abuse-limit counters. Each is safe on every
 * instance at once.
 */
export function startSchedule(app: FastifyInstance, env: Env) {
  if (env.NODE_ENV === 'test') return; // tests drive this work themselves
  const every = Math.min(Math.max(env.payment.releaseUnpaidAfterMs / 4, 5_000), 60_000);
  const run = () => {
    app
      .releaseUnpaidOrders()
      .catch((error: unknown) => app.log.error({ err: error }, 'order release failed'));
    app.jobs.kick();
    app.orderAdmin
      .askPendingRefunds(new Date(Date.now() - UNANSWERED_REFUND_MS))
      .catch((error: unknown) => app.log.error({ err: error }, 'pending refunds not asked'));
    app
      .forgetPassedLimits()
      .catch((error: unknown) => app.log.error({ err: error }, 'limit counters not deleted'));
  };
  const timer = setInterval(run, every);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
