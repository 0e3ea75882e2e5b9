import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints as ep } from '@aurelle/contract';
import type { Env } from '../../config/env.ts';
import { documented } from '../../lib/openapi.ts';
import { callerOf, sessionCookie, staffOf } from './admin-scope.ts';
import type { StaffAuthService } from './staff-auth.service.ts';
import type { StaffTeamService } from './staff-team.service.ts';

const tags = ['admin: staff'];

/** Staff sign-in, one's own account, the team and the sign-in rules (under /api/admin). */
export const staffRoutes: FastifyPluginAsyncZod<{
  env: Env;
  auth: StaffAuthService;
  team: StaffTeamService;
}> = async (app, { env, auth, team }) => {
  const cookie = sessionCookie(env);

  app.post(
    ep.signIn.path,
    {
      config: { permission: 'public' },
      schema: { tags, ...documented(ep.signIn, 'open', [401, 403, 429]), body: ep.signIn.body },
    },
    async (request, reply) => {
      const opened = await auth.signIn(request.body, callerOf(request));
      cookie.set(reply, opened);
      return opened.session;
    },
  );

  app.post(
    ep.secondFactor.path,
    {
      config: { permission: 'session' },
      schema: {
        tags,
        ...documented(ep.secondFactor, 'staff', [403, 409, 429]),
        body: ep.secondFactor.body,
      },
    },
    async (request, reply) => {
      const opened = await auth.secondFactor(staffOf(request), request.body, callerOf(request));
      cookie.set(reply, opened);
      return opened.session;
    },
  );

  app.post(
    ep.signOut.path,
    {
      config: { permission: 'session' },
      schema: { tags, ...documented(ep.signOut, 'staff', [403]) },
    },
    async (request, reply) => {
      await auth.signOut(staffOf(request), callerOf(request));
      cookie.clear(reply);
      return { ok: true as const };
    },
  );

  app.post(
    ep.signOutEverywhere.path,
    {
      config: { permission: 'account' },
      schema: { tags, ...documented(ep.signOutEverywhere, 'staff', [403]) },
    },
    async (request, reply) => {
      await auth.signOutEverywhere(staffOf(request), callerOf(request));
      cookie.clear(reply);
      return { ok: true as const };
    },
  );

  app.post(
    ep.invitation.path,
    {
      config: { permission: 'public' },
      schema: {
        tags,
        ...documented(ep.invitation, 'open', [403, 404, 429]),
        body: ep.invitation.body,
      },
    },
    (request) => team.previewInvitation(request.body.token, callerOf(request)),
  );

  app.post(
    ep.acceptInvitation.path,
    {
      config: { permission: 'public' },
      schema: {
        tags,
        ...documented(ep.acceptInvitation, 'open', [403, 404, 409, 429]),
        body: ep.acceptInvitation.body,
      },
    },
    async (request, reply) => {
      const opened = await team.acceptInvitation(request.body, callerOf(request));
      cookie.set(reply, opened);
      return opened.session;
    },
  );

  app.get(
    ep.session.path,
    { config: { permission: 'session' }, schema: { tags, ...documented(ep.session, 'staff') } },
    (request) => {
      const principal = staffOf(request);
      return auth.view(principal.account, principal.stage);
    },
  );

  app.post(
    ep.startEnrolment.path,
    {
      config: { permission: 'enrolment' },
      schema: { tags, ...documented(ep.startEnrolment, 'staff', [403, 409]) },
    },
    (request) => auth.startEnrolment(staffOf(request), callerOf(request)),
  );

  app.post(
    ep.confirmEnrolment.path,
    {
      config: { permission: 'enrolment' },
      schema: {
        tags,
        ...documented(ep.confirmEnrolment, 'staff', [403, 409]),
        body: ep.confirmEnrolment.body,
      },
    },
    async (request, reply) => {
      const { id, maxAgeMs, recoveryCodes } = await auth.confirmEnrolment(
        staffOf(request),
        request.body.code,
        callerOf(request),
      );
      cookie.set(reply, { id, maxAgeMs });
      return { recoveryCodes };
    },
  );

  app.post(
    ep.newRecoveryCodes.path,
    {
      config: { permission: 'account' },
      schema: {
        tags,
        ...documented(ep.newRecoveryCodes, 'staff', [403, 409, 429]),
        body: ep.newRecoveryCodes.body,
      },
    },
    (request) => auth.newRecoveryCodes(staffOf(request), request.body.code, callerOf(request)),
  );

  app.post(
    ep.changePassword.path,
    {
      config: { permission: 'account' },
      schema: {
        tags,
        ...documented(ep.changePassword, 'staff', [403, 429]),
        body: ep.changePassword.body,
      },
    },
    async (request) => {
      await auth.changePassword(staffOf(request), request.body, callerOf(request));
      return { ok: true as const };
    },
  );

  app.get(
    ep.listStaff.path,
    {
      config: { permission: 'staff:read' },
      schema: { tags, ...documented(ep.listStaff, 'staff', [403]) },
    },
    () => team.list(),
  );

  app.post(
    ep.invite.path,
    {
      config: { permission: 'staff:write' },
      schema: { tags, ...documented(ep.invite, 'staff', [403, 409]), body: ep.invite.body },
    },
    (request) => team.invite(staffOf(request), request.body, callerOf(request)),
  );

  app.delete(
    ep.revokeInvitation.path,
    {
      config: { permission: 'staff:write' },
      schema: {
        tags,
        ...documented(ep.revokeInvitation, 'staff', [403, 404]),
        params: ep.revokeInvitation.params,
      },
    },
    (request) => team.revokeInvitation(staffOf(request), request.params.id, callerOf(request)),
  );

  app.put(
    ep.updateStaff.path,
    {
      config: { permission: 'staff:write' },
      schema: {
        tags,
        ...documented(ep.updateStaff, 'staff', [403, 404, 409]),
        params: ep.updateStaff.params,
        body: ep.updateStaff.body,
      },
    },
    (request) => team.update(staffOf(request), request.params.id, request.body, callerOf(request)),
  );

  app.post(
    ep.transferOwnership.path,
    {
      config: { permission: 'staff:write' },
      schema: {
        tags,
        ...documented(ep.transferOwnership, 'staff', [403, 409, 429]),
        body: ep.transferOwnership.body,
      },
    },
    (request) => team.transferOwnership(staffOf(request), request.body, callerOf(request)),
  );

  app.get(
    ep.securitySettings.path,
    {
      config: { permission: 'settings:read' },
      schema: { tags, ...documented(ep.securitySettings, 'staff', [403]) },
    },
    () => team.securitySettings(),
  );

  app.put(
    ep.updateSecuritySettings.path,
    {
      config: { permission: 'settings:write' },
      schema: {
        tags,
        ...documented(ep.updateSecuritySettings, 'staff', [403]),
        body: ep.updateSecuritySettings.body,
      },
    },
    (request) => team.updateSecuritySettings(staffOf(request), request.body, callerOf(request)),
  );
};
