import type { FastifyRequest } from 'fastify';

/** A signed-in customer as the bearer-token check read them with their session (plugins/auth.ts). */
export type SignedInCustomer = {
  id: string;
  sessionId: string;
  /** Moves with every write to the customer's cart lines or wishlist items (a trigger). */
  cartWishlistVersion: number;
};

/**
 * The customer the `requireCustomer` hook set on the request. A route that calls this without
 * that hook is a programming error, not a visitor: it fails loudly (a 500) instead of serving
 * anyone.
 */
export function signedInCustomer(request: FastifyRequest): SignedInCustomer {
  if (!request.customer)
    throw new Error(`${request.routeOptions.url ?? request.url} needs the requireCustomer hook`);
  return request.customer;
}
