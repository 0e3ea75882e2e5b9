import type { FastifyInstance } from 'fastify';
import type { Env } from './config/env.ts';

/**
 * The periodic work of every instance: the order release, due jobs of the jobs table (e-mails,
 * pictures, imports; lib/jobs.ts), refunds the payment provider never answered, and the deletion
 * of passed abuse-limit counters. Each is safe on every instance at once.
 */
/** How long a refund the provider did not answer waits before it is asked for again. */
const UNANSWERED_REFUND_MS = 2 * 60_000;

export function startJobs(app: FastifyInstance, env: Env) {
  if (env.NODE_ENV === 'test') return; // tests drive the jobs themselves
  const every = Math.min(Math.max(env.payment.releaseUnpaidAfterMs / 4, 5_000), 60_000);
  const run = () => {
    app.services
      .releaseJob()
      .catch((error: unknown) => app.log.error({ err: error }, 'order release failed'));
    app.services.jobs.kick();
    app.services.orderAdmin
      .askPendingRefunds(new Date(Date.now() - UNANSWERED_REFUND_MS))
      .catch((error: unknown) => app.log.error({ err: error }, 'pending refunds not asked'));
    app.services
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
