import type { FastifyRequest } from 'fastify';
import { messages } from '@aurelle/contract';
import { AppError } from './errors.ts';

/** A signed-in customer as the bearer-token check read them with their session (plugins/auth.ts). */
export type Shopper = {
  id: string;
  /** Moves with every write to the customer's cart lines or wishlist items (a trigger). */
  cartWishlistVersion: number;
};

/** The signed-in customer's id on a route behind `requireCustomer` (401 if, somehow, none). */
export function customerId(request: FastifyRequest): string {
  if (!request.customer) throw new AppError(401, messages.http.unauthorized);
  return request.customer.id;
}
