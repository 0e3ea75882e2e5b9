import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';

/** What a module decorates the app with, each typed by its `declare module 'fastify'` entry. */
export type Decorators = Partial<FastifyInstance>;

/**
 * A module's plugin (`fastify-plugin`): its name, the plugins whose decorators it reads, and a
 * setup that builds the module's services from them and returns what the app is decorated with.
 * `modulePlugin({ name: 'stock', dependencies: ['infrastructure', 'audit'] }, (app) => ({ stock }))`.
 */
export function modulePlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  { name, dependencies }: { name: string; dependencies: string[] },
  setup: (app: FastifyInstance, options: Options) => Decorators,
) {
  return fp<Options>(
    async (app, options) => {
      const decorators: Record<string, unknown> = setup(app, options);
      for (const [key, value] of Object.entries(decorators)) app.decorate(key, value);
    },
    { name, dependencies, fastify: '5.x' },
  );
}
