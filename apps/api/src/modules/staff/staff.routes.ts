import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as ep } from '@aurelle/contract';
import { route } from '../../lib/route.ts';
import { callerOf, sessionCookie, staffOf } from './admin-scope.ts';

/** Staff sign-in, one's own account, the team and the sign-in rules (under /api/admin). */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  const { env, staffAuth: auth, staffTeam: team } = app;
  const cookie = sessionCookie(env);

  route(app, ep.signIn, async (request, reply) => {
    const opened = await auth.signIn(request.body, callerOf(request));
    cookie.set(reply, opened);
    return opened.session;
  });

  route(app, ep.secondFactor, async (request, reply) => {
    const opened = await auth.secondFactor(staffOf(request), request.body, callerOf(request));
    cookie.set(reply, opened);
    return opened.session;
  });

  route(app, ep.signOut, async (request, reply) => {
    await auth.signOut(staffOf(request), callerOf(request));
    cookie.clear(reply);
    return { ok: true as const };
  });

  route(app, ep.signOutEverywhere, async (request, reply) => {
    await auth.signOutEverywhere(staffOf(request), callerOf(request));
    cookie.clear(reply);
    return { ok: true as const };
  });

  route(app, ep.invitation, (request) =>
    team.previewInvitation(request.body.token, callerOf(request)),
  );

  route(app, ep.acceptInvitation, async (request, reply) => {
    const opened = await team.acceptInvitation(request.body, callerOf(request));
    cookie.set(reply, opened);
    return opened.session;
  });

  route(app, ep.session, (request) => {
    const principal = staffOf(request);
    return auth.view(principal.account, principal.stage);
  });

  route(app, ep.startEnrolment, (request) =>
    auth.startEnrolment(staffOf(request), callerOf(request)),
  );

  route(app, ep.confirmEnrolment, async (request, reply) => {
    const { id, maxAgeMs, recoveryCodes } = await auth.confirmEnrolment(
      staffOf(request),
      request.body.code,
      callerOf(request),
    );
    cookie.set(reply, { id, maxAgeMs });
    return { recoveryCodes };
  });

  route(app, ep.newRecoveryCodes, (request) =>
    auth.newRecoveryCodes(staffOf(request), request.body.code, callerOf(request)),
  );

  route(app, ep.changePassword, async (request) => {
    await auth.changePassword(staffOf(request), request.body, callerOf(request));
    return { ok: true as const };
  });

  route(app, ep.changeAccountName, (request) =>
    auth.changeName(staffOf(request), request.body.name, callerOf(request)),
  );

  route(app, ep.listStaff, () => team.list());

  route(app, ep.unlockStaff, (request) =>
    team.unlock(staffOf(request), request.params.id, callerOf(request)),
  );

  route(app, ep.invite, (request) =>
    team.invite(staffOf(request), request.body, callerOf(request)),
  );

  route(app, ep.revokeInvitation, (request) =>
    team.revokeInvitation(staffOf(request), request.params.id, callerOf(request)),
  );

  route(app, ep.updateStaff, (request) =>
    team.update(staffOf(request), request.params.id, request.body, callerOf(request)),
  );

  route(app, ep.transferOwnership, (request) =>
    team.transferOwnership(staffOf(request), request.body, callerOf(request)),
  );

  route(app, ep.securitySettings, () => team.securitySettings());

  route(app, ep.updateSecuritySettings, (request) =>
    team.updateSecuritySettings(staffOf(request), request.body, callerOf(request)),
  );
};
