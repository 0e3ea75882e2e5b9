import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocationService, type LocationService } from './location.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    location: LocationService;
  }
}

/** Countries, states and cities for the address form. */
export const locationModule = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'location',
      createLocationService({ upstream: app.env.locationUpstream, log: app.log }),
    );
  },
  { name: 'location', dependencies: ['infrastructure'], fastify: '5.x' },
);
