import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCustomersRepository } from './customers.repository.ts';
import { createCustomersService, type CustomersService } from './customers.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    customers: CustomersService;
  }
}

/** The back office's customers: the list, a customer's page, notes, erasure. */
export const customerAdminModule = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'customers',
      createCustomersService({
        db: app.db,
        repo: createCustomersRepository(app.db),
        audit: app.audit,
        clock: app.clock,
      }),
    );
  },
  { name: 'customer-admin', dependencies: ['infrastructure', 'audit'], fastify: '5.x' },
);
