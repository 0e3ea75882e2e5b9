import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, authEndpoints as ep } from '@aurelle/contract';
import { signedIn } from '../../lib/signed-in.ts';
import type { AuthService } from './auth.service.ts';
import type { ProfileService } from './profile.service.ts';

const codeErrors = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};
const bearer = [{ apiKey: [], bearer: [] }];

/** Sign-up and login by one-time code, logout and the profile (spec §7); nothing here is cached. */
export const authRoutes: FastifyPluginAsyncZod<{
  service: AuthService;
  profiles: ProfileService;
}> = async (app, { service, profiles }) => {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });

  app.post(
    ep.generateOtp.path,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sends a one-time code (event login or signup); demo mode also answers it as otp.',
        body: ep.generateOtp.body,
        response: { 200: ep.generateOtp.response, ...codeErrors },
      },
    },
    (request) => service.generateOtp(request.body, { ip: request.ip, lang: request.locale.lang }),
  );

  app.post(
    ep.login.path,
    {
      schema: {
        tags: ['auth'],
        summary: 'Login verify: a live code opens a session; answers data.token.',
        body: ep.login.body,
        response: { 200: ep.login.response, ...codeErrors },
      },
    },
    (request) => service.login(request.body, { ip: request.ip, lang: request.locale.lang }),
  );

  app.post(
    ep.register.path,
    {
      schema: {
        tags: ['auth'],
        summary: 'Signup verify: a live code creates the customer and a session; answers token.',
        body: ep.register.body,
        response: { 200: ep.register.response, ...codeErrors },
      },
    },
    (request) => service.register(request.body, { ip: request.ip, lang: request.locale.lang }),
  );

  app.post(
    ep.logout.path,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['auth'],
        summary: 'Ends the session the bearer token names: the token stops working at once.',
        security: bearer,
        response: { 200: ep.logout.response, 401: apiErrorSchema },
      },
    },
    (request) => service.logout(signedIn(request.customer), request.locale.lang),
  );

  app.get(
    ep.profile.path,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['auth'],
        security: bearer,
        response: { 200: ep.profile.response, 401: apiErrorSchema },
      },
    },
    (request) => profiles.profile(signedIn(request.customer).id),
  );
};
