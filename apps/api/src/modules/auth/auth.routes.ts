import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints as ep } from '@aurelle/contract';
import { signedInCustomer } from '../../lib/customer.ts';
import { documented, type ErrorStatus } from '../../lib/openapi.ts';
import { NEVER_STORED } from '../../lib/response-cache.ts';
import type { AuthService } from './auth.service.ts';
import type { ProfileService } from './profile.service.ts';

/** Unknown or already registered customer, too many codes or tries, the code not delivered. */
const codeErrors: ErrorStatus[] = [404, 409, 429, 503];

/** Sign-up and login by one-time code, logout and the profile (spec §7); nothing here is cached. */
export const authRoutes: FastifyPluginAsyncZod<{
  service: AuthService;
  profiles: ProfileService;
}> = async (app, { service, profiles }) => {
  app.post(
    ep.generateOtp.path,
    {
      config: { caching: NEVER_STORED },
      schema: {
        tags: ['auth'],
        ...documented(ep.generateOtp, 'apiKey', codeErrors),
        description: 'Demo mode also answers the code, as `otp`.',
        body: ep.generateOtp.body,
      },
    },
    (request) => service.generateOtp(request.body, { ip: request.ip, lang: request.locale.lang }),
  );

  app.post(
    ep.login.path,
    {
      config: { caching: NEVER_STORED },
      schema: {
        tags: ['auth'],
        ...documented(ep.login, 'apiKey', codeErrors),
        description: 'A live code opens a session; answers its bearer token as `data.token`.',
        body: ep.login.body,
      },
    },
    (request) => service.login(request.body, { ip: request.ip, lang: request.locale.lang }),
  );

  app.post(
    ep.register.path,
    {
      config: { caching: NEVER_STORED },
      schema: {
        tags: ['auth'],
        ...documented(ep.register, 'apiKey', codeErrors),
        description:
          'A live code creates the customer and a session; answers its bearer token as `token`.',
        body: ep.register.body,
      },
    },
    (request) => service.register(request.body, { ip: request.ip, lang: request.locale.lang }),
  );

  app.post(
    ep.logout.path,
    {
      onRequest: app.requireCustomer,
      config: { caching: NEVER_STORED },
      schema: {
        tags: ['auth'],
        ...documented(ep.logout, 'customer'),
        description: 'The token stops working at once.',
      },
    },
    (request) => service.logout(signedInCustomer(request), request.locale.lang),
  );

  app.get(
    ep.profile.path,
    {
      onRequest: app.requireCustomer,
      config: { caching: NEVER_STORED },
      schema: { tags: ['auth'], ...documented(ep.profile, 'customer') },
    },
    (request) => profiles.profile(signedInCustomer(request).id),
  );
};
