import type { Permission } from '@aurelle/contract';

/**
 * Who may call a back-office route, declared by every one of them in `config.permission` and
 * checked before its handler (modules/staff/admin-scope.ts); a route without one is refused when
 * the app is built:
 * - `public`: anyone (sign-in, an invitation's link);
 * - `session`: a session at any stage (reading it, the second factor, signing out);
 * - `enrolment`: signed in, while two-factor sign-in may still be due (setting it up);
 * - `account`: signed in and set up, any role (one's own account);
 * - a permission: signed in and set up, with a role that has it.
 */
export type AdminAccess = 'public' | 'session' | 'enrolment' | 'account' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Back-office routes only: who may call it (lib/admin-access.ts). */
    permission?: AdminAccess;
  }
}
