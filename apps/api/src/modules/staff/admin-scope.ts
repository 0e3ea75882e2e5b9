import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_REQUEST_HEADER, adminMessages, roleCan } from '@aurelle/contract';
import type { Env } from '../../config/env.ts';
import type { AdminAccess } from '../../lib/admin-access.ts';
import { AppError } from '../../lib/errors.ts';
import { NEVER_STORED } from '../../lib/response-cache.ts';
import type { Actor } from '../audit/audit.repository.ts';
import {
  actorOf,
  type CallerInfo,
  type StaffAuthService,
  type StaffPrincipal,
} from './staff-auth.service.ts';

export type AdminRoute = { method: string; url: string; permission: AdminAccess };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, on back-office routes that need a session. */
    staff?: StaffPrincipal;
  }
  interface FastifyInstance {
    /** Every back-office route with its declared access, in the order registered (tests, docs). */
    adminRoutes: AdminRoute[];
  }
}

/** Reads the principal a guarded route was let through with. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new Error('route has no staff session: check its permission');
  return request.staff;
}

export function callerOf(request: FastifyRequest): CallerInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : null };
}

/** The signed-in staff member and where they call from, as the audit log names them. */
export function requestActor(request: FastifyRequest): Actor {
  return actorOf(staffOf(request), callerOf(request));
}

/**
 * The session cookie: HttpOnly and SameSite=Strict always; in production also Secure with the
 * `__Host-` prefix, which a browser only accepts from HTTPS, for the whole site, set by it alone.
 */
export function sessionCookie(env: Pick<Env, 'isProduction'>) {
  const name = env.isProduction ? '__Host-aurelle_admin' : 'aurelle_admin';
  const options = {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: env.isProduction,
  };
  return {
    name,
    /** Kept by the browser as long as the session may live, not a moment longer. */
    set(reply: FastifyReply, { id, maxAgeMs }: { id: string; maxAgeMs: number }) {
      reply.setCookie(name, id, { ...options, maxAge: maxAgeMs / 1000 });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(name, options);
    },
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The back office's own scope under /api/admin: its cookie, its checks against other sites, and
 * the check of each route's declared permission before validation and the handler. A customer's
 * bearer token means nothing here, and the storefront's routes never read this cookie.
 */
export async function registerAdminScope(
  app: FastifyInstance,
  {
    env,
    auth,
    routes,
  }: {
    env: Env;
    auth: Pick<StaffAuthService, 'principal'>;
    /** Where each admin route is listed with its access as it is registered. */
    routes: AdminRoute[];
  },
) {
  await app.register(fastifyCookie);
  app.decorateRequest('staff', undefined);
  const cookie = sessionCookie(env);
  const ownOrigins = new Set([new URL(env.PUBLIC_URL).origin]);

  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (!permission)
      throw new Error(
        `${String(route.method)} ${route.url} declares no permission (config.permission)`,
      );
    // Nothing of the back office is kept by a browser or a proxy.
    route.config = { ...route.config, caching: route.config?.caching ?? NEVER_STORED };
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url, permission });
  });

  // A write must come from the back office itself: a custom header (which a form on another site
  // cannot send without a preflight that fails) and this site's Origin.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    const sameOrigin =
      typeof origin === 'string' &&
      (ownOrigins.has(origin) || origin === `${request.protocol}://${request.host}`);
    if (request.headers[ADMIN_REQUEST_HEADER] === undefined || !sameOrigin)
      return done(new AppError(403, adminMessages.crossSite));
    done();
  });

  app.addHook('preValidation', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (permission === 'public') return;
    const id = request.cookies[cookie.name];
    const principal = id && id.length <= 200 ? await auth.principal(id) : null;
    // A session ended by time says so, for the back office to tell the person why.
    if (!principal || 'over' in principal)
      throw new AppError(401, principal?.over ?? adminMessages.signInAgain);
    request.staff = principal;
    if (permission === 'session') return;
    if (principal.stage === 'second-factor')
      throw new AppError(401, adminMessages.secondFactorNeeded);
    if (permission === 'enrolment') return;
    if (principal.stage === 'enrol') throw new AppError(403, adminMessages.enrolmentNeeded);
    if (permission === 'account') return;
    if (!permission || !roleCan(principal.account.role, permission))
      throw new AppError(403, adminMessages.forbidden);
  });
}
