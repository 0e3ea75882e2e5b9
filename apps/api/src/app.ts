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
import { systemClock, type Clock } from './lib/clock.ts';
import type { Mailer } from './lib/mail.ts';
import { API_PREFIX } from './lib/openapi.ts';
import { registerResponseCache } from './lib/response-cache.ts';
import { startSchedule } from './schedule.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { couponRoutes } from './modules/coupon/coupon.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { locationRoutes } from './modules/location/location.routes.ts';
import { orderRoutes } from './modules/order/order.routes.ts';
import { registerAdminShell } from './modules/page/admin-shell.ts';
import { registerPageShell } from './modules/page/page.routes.ts';
import { ADMIN_STATIC_DIR } from './paths.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { registerAdminScope, type AdminRoute } from './modules/staff/admin-scope.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { catalogAdminRoutes } from './modules/catalog-admin/catalog-admin.routes.ts';
import { orderAdminRoutes } from './modules/order-admin/order-admin.routes.ts';
import { sellerDisclosureRoutes } from './modules/seller/seller-disclosures.routes.ts';
import { sellerRoutes } from './modules/seller/seller.routes.ts';
import { invoiceAdminRoutes, invoiceRoutes } from './modules/invoice/invoice.routes.ts';
import { metalPricingRoutes } from './modules/metal-pricing/metal-pricing.routes.ts';
import { productsCsvRoutes } from './modules/catalog-admin/products-csv.routes.ts';
import { customerAdminRoutes } from './modules/customer-admin/customer-admin.routes.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { registerBucketMedia } from './modules/media/media-files.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { paymentRoutes, paymentWebhookRoutes } from './modules/payment/payment.routes.ts';
import { sandboxRoutes } from './modules/payment/sandbox.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { registerApiKeyCheck } from './plugins/api-key.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRequestContext } from './plugins/request-context.ts';
import {
  adminSecurityPolicy,
  registerSecurityHeaders,
  shopSecurityPolicy,
} from './plugins/security-headers.ts';
import { createServices, type Services } from './services.ts';

export type AppDeps = {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The time the services read; tests pass one they can move. */
  clock?: Clock;
  /** Where order e-mail goes; by default SMTP_URL, else the outbox folder (lib/mail.ts). */
  mailer?: Mailer;
  /** How old the shared cache counters may get before they are read again (services.ts). */
  versionRecheckMs?: number;
};

export type RegisteredRoute = { method: string; url: string; operationId?: string };

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services, for its periodic work and the tests that drive it. */
    services: Services;
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

  const services = createServices({
    env,
    database,
    log: app.log,
    clock,
    mailer,
    versionRecheckMs,
  });
  registerResponseCache(app, services.versions);
  await registerOpenApi(app, env);

  const brandSlug = env.BRAND_SLUG;
  const adminRoutes: AdminRoute[] = [];
  app.decorate('adminRoutes', adminRoutes);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      // request.customer and the optionalCustomer / requireCustomer hooks, for every route below.
      registerAuth(api, { env, activeSession: services.activeSession });
      await api.register(catalogRoutes, { service: services.catalog, brandSlug });
      await api.register(searchRoutes, { service: services.search, brandSlug });
      await api.register(contentRoutes, {
        service: services.content,
        catalog: services.catalog,
        brandSlug,
      });
      await api.register(sellerDisclosureRoutes, { seller: services.seller });
      await api.register(activityRoutes, { service: services.activity });
      await api.register(cartRoutes, { service: services.cart });
      await api.register(wishlistRoutes, { service: services.wishlist });
      await api.register(orderRoutes, { service: services.order });
      await api.register(invoiceRoutes, {
        invoices: services.invoices,
        ownsOrder: services.ownsOrder,
      });
      await api.register(paymentRoutes, { service: services.payment });
      await api.register(paymentWebhookRoutes, { service: services.payment });
      await api.register(sandboxRoutes, { sandbox: services.sandbox });
      await api.register(couponRoutes, { service: services.coupon, brandSlug });
      await api.register(locationRoutes, {
        service: services.location,
        apiKey: env.STOREFRONT_API_KEY,
      });
      await api.register(authRoutes, { service: services.auth, profiles: services.profiles });
      await api.register(addressRoutes, { service: services.address });
      // The back office's calls (/api/admin/…), in a scope of their own: the staff session
      // cookie, the cross-site checks and each route's permission (modules/staff/admin-scope.ts).
      await api.register(async (admin) => {
        await registerAdminScope(admin, { env, auth: services.staffAuth, routes: adminRoutes });
        await admin.register(staffRoutes, {
          env,
          auth: services.staffAuth,
          team: services.staffTeam,
        });
        await admin.register(auditRoutes, { repo: services.audit });
        await admin.register(stockRoutes, { service: services.stock });
        await admin.register(catalogAdminRoutes, {
          products: services.products,
          groups: services.groups,
          pieces: services.pieces,
        });
        await admin.register(mediaRoutes, { service: services.media });
        await admin.register(productsCsvRoutes, { service: services.productsCsv });
        await admin.register(orderAdminRoutes, { service: services.orderAdmin });
        await admin.register(sellerRoutes, { seller: services.seller });
        await admin.register(invoiceAdminRoutes, { invoices: services.invoices });
        await admin.register(metalPricingRoutes, { service: services.metalPricing });
        await admin.register(dashboardRoutes, {
          repo: services.dashboard,
          clock: clock ?? systemClock,
        });
        await admin.register(customerAdminRoutes, { service: services.customers });
      });
    },
    { prefix: API_PREFIX },
  );
  await app.register(seoRoutes, { service: services.seo });
  await registerAdminShell(app, { dir: ADMIN_STATIC_DIR, brandName: env.BRAND_NAME });
  if (services.mediaStorage.kind === 's3') registerBucketMedia(app, services.mediaStorage);
  await registerPageShell(app, { env, seo: services.seo });

  app.decorate('services', services);
  startSchedule(app, env);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
