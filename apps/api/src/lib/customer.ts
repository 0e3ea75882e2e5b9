import type { FastifyRequest } from 'fastify';
import { messages } from '@aurelle/contract';
import { AppError } from './errors.ts';

/** The signed-in customer's id on a route behind `requireCustomer` (401 if, somehow, none). */
export function customerId(request: FastifyRequest): string {
  if (!request.customer) throw new AppError(401, messages.http.unauthorized);
  return request.customer.id;
}
