import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, messagesFor } from '@aurelle/contract';
import type { Env } from '../config/env.ts';
import type { SignedInCustomer } from '../lib/customer.ts';
import { verifyCustomerToken } from '../lib/token.ts';

type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
type HookDone = (error?: Error) => void;
type CallbackHook = (request: FastifyRequest, reply: FastifyReply, done: HookDone) => void;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `optionalCustomer` / `requireCustomer` when a valid bearer token names a live session. */
    customer?: SignedInCustomer;
  }
  interface FastifyInstance {
    /** preHandler: a valid token sets request.customer; no token or a bad one leaves a visitor. */
    optionalCustomer: CallbackHook;
    /** preHandler: answers 401 JSON unless a valid token names a live session. */
    requireCustomer: AuthHook;
  }
}

export type AuthDeps = {
  env: Pick<Env, 'JWT_SECRET'>;
  /** The session's customer data if it is live (exists, theirs, not revoked or expired), else null. */
  activeSession(
    sessionId: string,
    customerId: string,
  ): Promise<{ cartWishlistVersion: number } | null>;
};

/** `Authorization: Bearer <token>`; a bare token is accepted too (spec §3 keeps it as-is). */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '') : header;
  const trimmed = token.trim();
  return trimmed && trimmed.length <= 4096 ? trimmed : null;
}

async function customerOf(
  request: FastifyRequest,
  deps: AuthDeps,
): Promise<SignedInCustomer | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await verifyCustomerToken(deps.env, token);
  if (!claims) return null;
  const session = await deps.activeSession(claims.sessionId, claims.customerId);
  if (!session) return null;
  return {
    id: claims.customerId,
    sessionId: claims.sessionId,
    cartWishlistVersion: session.cartWishlistVersion,
  };
}

/** Decorates `app` (and its children) with the two token preHandlers. */
export function registerAuth(app: FastifyInstance, deps: AuthDeps) {
  app.decorateRequest('customer', undefined);
  // Callback style, so a visitor (no Authorization header, the hot path) costs no promise.
  app.decorate(
    'optionalCustomer',
    (request: FastifyRequest, _reply: FastifyReply, done: HookDone) => {
      if (!request.headers.authorization) return done();
      customerOf(request, deps).then(
        (customer) => {
          if (customer) request.customer = customer;
          done();
        },
        (error: unknown) => done(error as Error),
      );
    },
  );
  app.decorate('requireCustomer', async (request: FastifyRequest, reply: FastifyReply) => {
    const customer = await customerOf(request, deps);
    if (!customer) {
      // request.locale is set by the request-context hook, which runs before any route's hook.
      const lang = (request.locale as typeof request.locale | null)?.lang ?? DEFAULT_LANGUAGE;
      return reply.status(401).send({ message: messagesFor(lang).http.unauthorized });
    }
    request.customer = customer;
  });
}
