import { modulePlugin } from '../../lib/module-plugin.ts';
import { createOrderEmailRepository } from './order-email.repository.ts';
import { createOrderEmailJob } from './order-email.service.ts';
import { createOrderRepository } from './order.repository.ts';
import { createOrderService, type OrderService } from './order.service.ts';

/** What placing an order needs from the shop's settings, which it does not import. */
export type OrderModuleOptions = Pick<
  Parameters<typeof createOrderService>[0],
  'cashOnDelivery' | 'shippingSettings'
>;

declare module 'fastify' {
  interface FastifyInstance {
    order: OrderService;
    /** Releases unpaid card orders older than ORDER_PAYMENT_TIMEOUT; safe on every instance at once. */
    releaseUnpaidOrders: () => Promise<number>;
    /** Whether an order is the customer's own. */
    ownsOrder: (customerId: string, orderId: string) => Promise<boolean>;
  }
}

/** A customer's orders: placing one, the list, one order, and the customer's e-mails. */
export const orderModule = modulePlugin<OrderModuleOptions>(
  { name: 'order', dependencies: ['infrastructure', 'cart', 'catalog', 'invoice'] },
  (app, { cashOnDelivery, shippingSettings }) => {
    const { env, db, clock } = app;
    const repo = createOrderRepository(db);
    const order = createOrderService({
      db,
      repo,
      cart: app.cart,
      catalog: app.catalog,
      cashOnDelivery,
      shippingSettings,
      numberPrefix: env.BRAND_NAME.slice(0, 2).toUpperCase(),
      brandName: env.BRAND_NAME,
      emailQueued: app.jobsQueued,
      documentsOf: app.invoices.documentsOf,
    });
    app.handleJobs({
      'order.email': createOrderEmailJob({
        db,
        invoicePdf: app.invoices.invoicePdf,
        repo: createOrderEmailRepository(db),
        catalog: app.catalog,
        mailer: app.mailer,
        log: app.log,
        site: { brandName: env.BRAND_NAME, publicUrl: env.PUBLIC_URL },
      }),
    });
    return {
      order,
      async releaseUnpaidOrders() {
        let released = 0;
        for (let n = -1; n !== 0; released += n)
          n = await order.releaseUnpaid(
            new Date(clock.now().getTime() - env.payment.releaseUnpaidAfterMs),
          );
        return released;
      },
      ownsOrder: async (customerId: string, orderId: string) =>
        (await repo.own(customerId, orderId)) !== null,
    };
  },
);
