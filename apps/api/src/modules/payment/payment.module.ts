import { modulePlugin } from '../../lib/module-plugin.ts';
import { createOrderRepository } from '../order/order.repository.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createPaymentRepository } from './payment.repository.ts';
import { createPaymentService, type PaymentService } from './payment.service.ts';
import { createRazorpayProvider } from './razorpay.provider.ts';
import { createSandboxProvider } from './sandbox.provider.ts';
import { createSandboxService, type SandboxService } from './sandbox.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payment: PaymentService;
    /** The sandbox's checkout, when PAYMENT_PROVIDER is the sandbox; null otherwise. */
    sandbox: SandboxService | null;
    /** The payment provider (refunds from the back office). */
    paymentProvider: PaymentProvider;
  }
}

/** Card payments: the provider's order, the payment's check, the provider's webhook. */
export const paymentModule = modulePlugin(
  { name: 'payment', dependencies: ['infrastructure', 'catalog'] },
  (app) => {
    const { db, log } = app;
    const pay = app.env.payment;
    const repo = createPaymentRepository(db);
    // The sandbox delivers its signed webhooks to the same check the provider's go through.
    const deliverWebhook = (raw: string, signature: string) =>
      payment.webhook(Buffer.from(raw), signature);
    const provider =
      pay.provider === 'razorpay'
        ? createRazorpayProvider(pay)
        : createSandboxProvider(pay.keyId, { webhookSecret: pay.webhookSecret, deliverWebhook });
    const payment = createPaymentService({
      db,
      repo,
      orders: createOrderRepository(db),
      catalog: app.catalog,
      provider,
      secrets: pay,
      log,
      emailQueued: app.jobsQueued,
      clock: app.clock,
    });
    return {
      payment,
      paymentProvider: provider,
      sandbox:
        pay.provider === 'sandbox'
          ? createSandboxService({ repo, secrets: pay, deliverWebhook })
          : null,
    };
  },
);
