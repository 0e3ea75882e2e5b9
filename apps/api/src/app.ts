import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env } from './config/env.ts';
import { serverLogging } from './config/logger.ts';
import type { Database } from './db/client.ts';
import { registerModules, type Modules } from './modules/index.ts';
import { createSeoRepository } from './modules/seo/seo.repository.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { createSeoService } from './modules/seo/seo.service.ts';
import { createHtmlRenderer } from './modules/web/render-html.ts';
import { loadPageAssets } from './modules/web/page-assets.ts';
import { registerWeb } from './modules/web/web.routes.ts';
import { registerApiKeyCheck } from './plugins/api-key.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerRequestContext } from './plugins/request-context.ts';

export type AppDeps = {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole HTTP app (API + SPA host) without listening; tests use `inject`. */
export async function buildApp({ env, database, logger }: AppDeps) {
  const app = Fastify({
    ...serverLogging(env, logger),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 5000 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://checkout.razorpay.com', 'https://player.vimeo.com'],
        // react-toastify and the Vimeo player set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'https:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://lumberjack.razorpay.com', 'https://api.razorpay.com'],
        frameSrc: [
          "'self'",
          'https://player.vimeo.com',
          'https://api.razorpay.com',
          'https://checkout.razorpay.com',
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: env.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: env.isProduction,
    // The payment and video providers see our origin, never the path of the page.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  registerRequestContext(app);
  registerApiKeyCheck(app, env.STOREFRONT_API_KEY);

  await app.register(swagger, {
    openapi: {
      info: { title: `${env.BRAND_NAME} storefront API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  let modules: Modules | undefined;
  await app.register(
    async (api) => {
      modules = await registerModules(api, { env, database });
    },
    { prefix: '/api' },
  );
  await app.after();
  if (!modules) throw new Error('API modules did not register');
  const seo = createSeoService({
    catalog: modules.catalog,
    content: modules.content,
    repo: createSeoRepository(database.db),
    cache: modules.cache,
    site: { name: env.BRAND_NAME, url: env.PUBLIC_URL },
  });
  await app.register(seoRoutes, { service: seo });

  await registerWeb(app, {
    staticDir: env.staticDir,
    mediaDir: env.mediaDir,
    renderHtml: createHtmlRenderer(env, seo, loadPageAssets(env.staticDir)),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
