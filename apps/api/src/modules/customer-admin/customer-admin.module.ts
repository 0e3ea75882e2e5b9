import { modulePlugin } from '../../lib/module-plugin.ts';
import { backOfficeDeps } from '../audit/back-office.ts';
import { createCustomersRepository } from './customers.repository.ts';
import { createCustomersService, type CustomersService } from './customers.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    customers: CustomersService;
  }
}

/** The back office's customers: the list, a customer's page, notes, erasure. */
export const customerAdminModule = modulePlugin(
  { name: 'customer-admin', dependencies: ['infrastructure', 'audit'] },
  (app) => ({ customers: createCustomersService(backOfficeDeps(app, createCustomersRepository)) }),
);
