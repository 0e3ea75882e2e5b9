import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env } from './config/env.ts';
import { serverLogging } from './config/logger.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { Mailer } from './lib/mail.ts';
import { API_PREFIX } from './lib/openapi.ts';
import { registerResponseCache } from './lib/response-cache.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogAdminRoutes } from './modules/catalog-admin/catalog-admin.routes.ts';
import { productsCsvRoutes } from './modules/catalog-admin/products-csv.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { pageAdminRoutes, pageRoutes } from './modules/pages/pages.routes.ts';
import { blogAdminRoutes, blogRoutes } from './modules/blog/blog.routes.ts';
import { couponRoutes } from './modules/coupon/coupon.routes.ts';
import { couponAdminRoutes } from './modules/coupon-admin/coupon-admin.routes.ts';
import { customerAdminRoutes } from './modules/customer-admin/customer-admin.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { backOfficeSearchRoutes } from './modules/back-office-search/back-office-search.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { invoiceAdminRoutes, invoiceRoutes } from './modules/invoice/invoice.routes.ts';
import { locationRoutes } from './modules/location/location.routes.ts';
import { registerBucketMedia } from './modules/media/media-files.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { metalPricingRoutes } from './modules/metal-pricing/metal-pricing.routes.ts';
import { orderAdminRoutes } from './modules/order-admin/order-admin.routes.ts';
import { orderRoutes } from './modules/order/order.routes.ts';
import { registerAdminShell } from './modules/page/admin-shell.ts';
import { registerPageShell } from './modules/page/page.routes.ts';
import { paymentRoutes, paymentWebhookRoutes } from './modules/payment/payment.routes.ts';
import { sandboxRoutes } from './modules/payment/sandbox.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { sellerDisclosureRoutes } from './modules/seller/seller-disclosures.routes.ts';
import { sellerRoutes } from './modules/seller/seller.routes.ts';
import { shopSettingsRoutes } from './modules/shop-settings/shop-settings.routes.ts';
import { contentAdminRoutes } from './modules/content-admin/content-admin.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { registerAdminScope, type AdminRoute } from './modules/staff/admin-scope.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { registerModules } from './modules.ts';
import { ADMIN_STATIC_DIR } from './paths.ts';
import { registerApiKeyCheck } from './plugins/api-key.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { infrastructurePlugin } from './plugins/infrastructure.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRequestContext } from './plugins/request-context.ts';
import {
  adminSecurityPolicy,
  registerSecurityHeaders,
  shopSecurityPolicy,
} from './plugins/security-headers.ts';
import { startSchedule } from './schedule.ts';

export type AppDeps = {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The time the services read; tests pass one they can move. */
  clock?: Clock;
  /** Where order e-mail goes; by default SMTP_URL, else the outbox folder (lib/mail.ts). */
  mailer?: Mailer;
  /** How old the shared cache counters may get before they are read again (plugins/infrastructure.ts). */
  versionRecheckMs?: number;
};

export type RegisteredRoute = { method: string; url: string; operationId?: string };

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route, in the order registered, with its OpenAPI operationId when it has one (tests). */
    routeList: RegisteredRoute[];
  }
}

/**
 * Builds the whole HTTP app (the API under /api, the pages, media) without listening; tests use
 * `inject`. The order of the hooks matters: the request id, the security headers, the locale and
 * the API key (all `onRequest`) come before the response cache, which may answer in
 * `preValidation`, once the body is parsed.
 */
export async function buildApp({
  env,
  database,
  logger,
  clock,
  mailer,
  versionRecheckMs,
}: AppDeps) {
  const app = Fastify({
    ...serverLogging(env, logger),
    // A hop count trusts that many proxies from the socket's peer on, each having put the address
    // it saw at the header's end (Fastify itself believes no header for a bare number).
    trustProxy: typeof env.TRUST_PROXY === 'number' ? trustHops(env.TRUST_PROXY) : env.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 5000 },
  }).withTypeProvider<ZodTypeProvider>();

  const routeList: RegisteredRoute[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', ({ method, url, schema }) => {
    // A route registered from its contract entry carries the entry's operationId (lib/route.ts).
    const operationId = (schema as { operationId?: string } | undefined)?.operationId;
    for (const one of [method].flat())
      if (one !== 'HEAD')
        routeList.push({ method: one, url, ...(operationId ? { operationId } : {}) });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Callback-style hooks: an async hook costs a promise on every request (decision 0019).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerSecurityHeaders(app, shopSecurityPolicy(env), adminSecurityPolicy(env));
  registerRequestContext(app);
  registerApiKeyCheck(app, env.STOREFRONT_API_KEY);

  // What every module uses, then each module's services (modules.ts), as decorators of the app.
  await app.register(infrastructurePlugin, { env, database, clock, mailer, versionRecheckMs });
  await registerModules(app);
  registerResponseCache(app, app.versions);
  await registerOpenApi(app, env);

  const adminRoutes: AdminRoute[] = [];
  app.decorate('adminRoutes', adminRoutes);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      // request.customer and the optionalCustomer / requireCustomer hooks, for every route below.
      registerAuth(api, { env, activeSession: app.activeSession });
      await api.register(catalogRoutes);
      await api.register(searchRoutes);
      await api.register(contentRoutes);
      await api.register(pageRoutes);
      await api.register(blogRoutes);
      await api.register(sellerDisclosureRoutes);
      await api.register(activityRoutes);
      await api.register(cartRoutes);
      await api.register(wishlistRoutes);
      await api.register(orderRoutes);
      await api.register(invoiceRoutes);
      await api.register(paymentRoutes);
      await api.register(paymentWebhookRoutes);
      await api.register(sandboxRoutes);
      await api.register(couponRoutes);
      await api.register(locationRoutes);
      await api.register(authRoutes);
      await api.register(addressRoutes);
      // The back office's calls (/api/admin/…), in a scope of their own: the staff session
      // cookie, the cross-site checks and each route's permission (modules/staff/admin-scope.ts).
      await api.register(async (admin) => {
        await registerAdminScope(admin, { env, auth: app.staffAuth, routes: adminRoutes });
        await admin.register(staffRoutes);
        await admin.register(auditRoutes);
        await admin.register(stockRoutes);
        await admin.register(catalogAdminRoutes);
        await admin.register(mediaRoutes);
        await admin.register(productsCsvRoutes);
        await admin.register(orderAdminRoutes);
        await admin.register(sellerRoutes);
        await admin.register(shopSettingsRoutes);
        await admin.register(contentAdminRoutes);
        await admin.register(invoiceAdminRoutes);
        await admin.register(metalPricingRoutes);
        await admin.register(dashboardRoutes);
        await admin.register(customerAdminRoutes);
        await admin.register(couponAdminRoutes);
        await admin.register(backOfficeSearchRoutes);
        await admin.register(pageAdminRoutes);
        await admin.register(blogAdminRoutes);
      });
    },
    { prefix: API_PREFIX },
  );
  await app.register(seoRoutes);
  await registerAdminShell(app, { dir: ADMIN_STATIC_DIR, brandName: env.BRAND_NAME });
  if (app.mediaStorage.kind === 's3') registerBucketMedia(app, app.mediaStorage);
  await registerPageShell(app);

  startSchedule(app, env);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
