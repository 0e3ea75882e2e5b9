import type { AdminAccess } from '@aurelle/contract';

/** Who may call a back-office route: its contract entry's `permission`. */
export type { AdminAccess };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Back-office routes only: who may call it, checked before the handler
     * (modules/staff/admin-scope.ts); a route without one is refused when the app is built.
     */
    permission?: AdminAccess;
  }
}
