import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints as ep } from '@aurelle/contract';
import { signedInCustomer } from '../../lib/customer.ts';
import { NEVER_STORED } from '../../lib/response-cache.ts';
import { route } from '../../lib/route.ts';

const options = { caching: NEVER_STORED };

/** Sign-up and login by one-time code, logout and the profile (spec §7); nothing here is cached. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const { auth: service, profiles } = app;
  route(
    app,
    ep.generateOtp,
    (request) => service.generateOtp(request.body, { ip: request.ip, lang: request.locale.lang }),
    options,
  );

  route(
    app,
    ep.login,
    (request) => service.login(request.body, { ip: request.ip, lang: request.locale.lang }),
    options,
  );

  route(
    app,
    ep.register,
    (request) => service.register(request.body, { ip: request.ip, lang: request.locale.lang }),
    options,
  );

  route(
    app,
    ep.logout,
    (request) => service.logout(signedInCustomer(request), request.locale.lang),
    options,
  );

  route(app, ep.profile, (request) => profiles.profile(signedInCustomer(request).id), options);
};
