import { modulePlugin } from '../../lib/module-plugin.ts';
import { createOrderAdminRepository } from './order-admin.repository.ts';
import { createOrderAdminService, type OrderAdminService } from './order-admin.service.ts';
import { createOrderNotifyJob } from './order-notify.ts';
import { createPackingSlipRepository } from './packing-slip.repository.ts';

/** What the back office's orders need from the seller module, which they do not import. */
export type OrderAdminModuleOptions = Pick<
  Parameters<typeof createOrderAdminService>[0],
  'legalDetails'
>;

declare module 'fastify' {
  interface FastifyInstance {
    orderAdmin: OrderAdminService;
  }
}

/**
 * The back office's orders: the list, transitions, notes, refunds, packing slips, the CSV, the
 * owner's e-mail.
 */
export const orderAdminModule = modulePlugin<OrderAdminModuleOptions>(
  { name: 'order-admin', dependencies: ['infrastructure', 'audit', 'payment'] },
  (app, { legalDetails }) => {
    const { env, db, log } = app;
    const orderAdmin = createOrderAdminService({
      db,
      repo: createOrderAdminRepository(db),
      provider: app.paymentProvider,
      audit: app.audit,
      clock: app.clock,
      log,
      jobsQueued: app.jobsQueued,
      legalDetails,
      slips: createPackingSlipRepository(db),
      brandName: env.BRAND_NAME,
    });
    app.handleJobs({
      'order.notify': createOrderNotifyJob({
        repo: createOrderAdminRepository(db),
        mailer: app.mailer,
        log,
        site: { brandName: env.BRAND_NAME, publicUrl: env.PUBLIC_URL },
      }),
    });
    return { orderAdmin };
  },
);
