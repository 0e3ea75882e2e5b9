import { modulePlugin } from '../../lib/module-plugin.ts';
import { createLocationService, type LocationService } from './location.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    location: LocationService;
  }
}

/** Countries, states and cities for the address form. */
export const locationModule = modulePlugin(
  { name: 'location', dependencies: ['infrastructure'] },
  (app) => ({
    location: createLocationService({ upstream: app.env.locationUpstream, log: app.log }),
  }),
);
