import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env } from './config/env.ts';
import { requestLineWriter, serverLogging } from './config/logger.ts';
import { bodyReadAtTheDoor, createFrontDoor, type FrontDoor } from './lib/front-door.ts';
import type { Database } from './db/client.ts';
import { createInstanceCaches, createVersionWatch, readCacheVersions } from './lib/cache.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { loadUiText } from './lib/ui-text.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { createActivityRepository } from './modules/activity/activity.repository.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { createActivityService } from './modules/activity/activity.service.ts';
import { createAddressRepository } from './modules/address/address.repository.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { createAddressService } from './modules/address/address.service.ts';
import { createAccountServices } from './modules/auth/auth.compose.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { LONGEST_OTP_WINDOW_SECONDS } from './modules/auth/otp-limits.ts';
import { createListingRepository } from './modules/catalog/catalog-listing.repository.ts';
import { resolveSearchTerm } from './modules/catalog/catalog-search-terms.ts';
import { createCatalogRepository } from './modules/catalog/catalog.repository.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { createStockRepository } from './modules/catalog/catalog-stock.repository.ts';
import { createContentRepository } from './modules/content/content.repository.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { createContentService } from './modules/content/content.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { locationRoutes } from './modules/location/location.routes.ts';
import { createLocationService } from './modules/location/location.service.ts';
import { createSearchRepository } from './modules/search/search.repository.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { cachedCorrections, createSearchService } from './modules/search/search.service.ts';
import { createSeoRepository } from './modules/seo/seo.repository.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { createSeoService } from './modules/seo/seo.service.ts';
import { registerPageShell } from './modules/page/page.routes.ts';
import { createWishlistRepository } from './modules/wishlist/wishlist.repository.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { createWishlistService } from './modules/wishlist/wishlist.service.ts';
import { createCouponRepository } from './modules/coupon/coupon.repository.ts';
import { couponRoutes } from './modules/coupon/coupon.routes.ts';
import { createCouponService } from './modules/coupon/coupon.service.ts';
import { createCartRepository } from './modules/cart/cart.repository.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { createOrderEmailRepository } from './modules/order/order-email.repository.ts';
import { createOrderEmailService } from './modules/order/order-email.service.ts';
import { releaseUnpaid } from './modules/order/order-release.repository.ts';
import { createOrderPlacement } from './modules/order/order-place.repository.ts';
import { createOrderRepository } from './modules/order/order.repository.ts';
import { orderRoutes } from './modules/order/order.routes.ts';
import { createOrderService } from './modules/order/order.service.ts';
import { createMailer, type Mailer } from './lib/mail.ts';
import { API_PREFIX } from './lib/openapi.ts';
import { createPaymentRepository } from './modules/payment/payment.repository.ts';
import { paymentRoutes, paymentWebhookRoutes } from './modules/payment/payment.routes.ts';
import { createPaymentService } from './modules/payment/payment.service.ts';
import { createRazorpayProvider } from './modules/payment/razorpay.provider.ts';
import { createSandboxProvider } from './modules/payment/sandbox.provider.ts';
import { sandboxRoutes } from './modules/payment/sandbox.routes.ts';
import { createSandboxService } from './modules/payment/sandbox.service.ts';
import { registerApiKeyCheck } from './plugins/api-key.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerRequestContext } from './plugins/request-context.ts';

export type AppDeps = {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The time the services read; tests pass one they can move. */
  clock?: Clock;
  /** Where order e-mail goes; by default SMTP_URL, else the outbox folder (lib/mail.ts). */
  mailer?: Mailer;
};

/**
 * Every service of the app, each built once from its repositories and the services it uses.
 * Modules depend one way (search, content, activity, wishlist and coupon use catalog; cart uses
 * catalog and coupon; catalog uses none of them):
 * what catalog needs from another module (search's typo corrections, the wishlist's flags) is a
 * function passed in here (docs/decisions/0016).
 */
export function createServices({
  env,
  database,
  log,
  clock = systemClock,
  mailer = createMailer(env, log),
}: Pick<AppDeps, 'env' | 'database' | 'clock' | 'mailer'> & { log: FastifyBaseLogger }) {
  const db = database.db;
  // The instance's caches, dropped when the shared `catalog` or `stock` version they depend on
  // moves (docs/decisions/0002, 0027); each service takes its own namespaces in them. The
  // versions are re-read twice a second, so stock is never a second behind; tests re-read them on
  // every request.
  const recheckMs = env.NODE_ENV === 'test' ? 0 : 500;
  const versions = createVersionWatch({ read: () => readCacheVersions(db), recheckMs });
  const caches = createInstanceCaches(versions);
  const cache = caches.data;

  const searchRepo = createSearchRepository(db);
  const corrections = cachedCorrections(searchRepo, caches.rows);
  const wishlistRepo = createWishlistRepository(db);
  const catalog = createCatalogService({
    repo: createCatalogRepository(db),
    listing: createListingRepository(db),
    stockRepo: createStockRepository(db),
    caches,
    resolveTerm: (text, lang) => resolveSearchTerm(corrections, text, lang),
    wishlistFlags: wishlistRepo.savedAmong,
  });
  const wishlist = createWishlistService({
    repo: wishlistRepo,
    catalog,
    answers: caches.shoppers.namespace('wishlist'),
  });
  const coupon = createCouponService({ repo: createCouponRepository(db), catalog });
  const cart = createCartService({
    repo: createCartRepository(db),
    catalog,
    coupons: coupon,
    savedProducts: wishlistRepo.productIds,
    answers: caches.shoppers.namespace('cart'),
  });
  const search = createSearchService({
    repo: searchRepo,
    corrections,
    catalog,
    answers: caches.searches,
  });
  const content = createContentService({
    repo: createContentRepository(db),
    catalog,
    caches,
    brand: { name: env.BRAND_NAME, slug: env.BRAND_SLUG },
  });
  const activity = createActivityService({ repo: createActivityRepository(db), catalog });
  const location = createLocationService({ upstream: env.locationUpstream, log });
  const seo = createSeoService({
    catalog,
    content,
    repo: createSeoRepository(db),
    cache,
    site: { name: env.BRAND_NAME, url: env.PUBLIC_URL },
    brandSlug: env.BRAND_SLUG,
    translate: loadUiText(env.staticDir, { brand: env.BRAND_NAME }).translate,
  });
  const addressRepo = createAddressRepository(db);
  // Accounts: one-time codes, sessions and the profile (modules/auth/auth.compose.ts).
  const { auth, profiles, activeSession } = createAccountServices({
    env,
    db,
    log,
    clock,
    addresses: addressRepo,
    adoptVisitorItems: activity.adoptVisitorItems,
  });
  const address = createAddressService({ repo: addressRepo, profile: profiles.profile });
  const orderRepo = createOrderRepository(db);
  const orderEmails = createOrderEmailService({
    repo: createOrderEmailRepository(db),
    catalog,
    mailer,
    log,
    site: { brandName: env.BRAND_NAME, publicUrl: env.PUBLIC_URL },
  });
  const order = createOrderService({
    repo: orderRepo,
    placement: createOrderPlacement(db),
    cart,
    catalog,
    podEnabled: async () =>
      (await content.settings({ lang: 'en', currency: 'INR' })).data.pod_status,
    numberPrefix: env.BRAND_NAME.slice(0, 2).toUpperCase(),
    brandName: env.BRAND_NAME,
    emailQueued: () => orderEmails.kick(),
  });
  /** Releases unpaid card orders older than ORDER_PAYMENT_TIMEOUT; safe on every instance at once. */
  const releaseJob = async () => {
    let released = 0;
    for (let n = -1; n !== 0; released += n)
      n = await releaseUnpaid(
        db,
        new Date(clock.now().getTime() - env.payment.releaseUnpaidAfterMs),
      );
    return released;
  };
  const limiter = createRateLimiter(db);
  /** Deletes abuse-limit counters whose windows have all passed (lib/rate-limit.ts). */
  const forgetPassedLimits = () => limiter.forgetPassed(LONGEST_OTP_WINDOW_SECONDS, clock.now());
  const pay = env.payment;
  const paymentRepo = createPaymentRepository(db);
  const payment = createPaymentService({
    repo: paymentRepo,
    orders: orderRepo,
    catalog,
    provider:
      pay.provider === 'razorpay' ? createRazorpayProvider(pay) : createSandboxProvider(pay.keyId),
    secrets: pay,
    log,
    emailQueued: () => orderEmails.kick(),
  });
  // The sandbox delivers its signed webhook to the same check the provider's goes through.
  const sandbox =
    pay.provider === 'sandbox'
      ? createSandboxService({
          repo: paymentRepo,
          secrets: pay,
          deliverWebhook: (raw, signature) => payment.webhook(Buffer.from(raw), signature),
        })
      : null;
  return {
    /** The catalogue and stock versions every cache of this instance (and its front door) watches. */
    versions,
    releaseJob,
    forgetPassedLimits,
    order,
    payment,
    sandbox,
    orderEmails,
    catalog,
    search,
    content,
    activity,
    location,
    seo,
    /** A visitor's first-screen data, written into pages (docs/decisions/0049 §2). */
    firstScreenData: caches.pages.namespace('answers'),
    auth,
    profiles,
    address,
    cart,
    wishlist,
    coupon,
    activeSession,
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services, for its jobs and for tests that drive them (the outbox, the release). */
    services: Services;
    /** What answers a visitor's kept catalogue calls ahead of Fastify (decision 0045). */
    frontDoor: FrontDoor;
  }
}

/** Builds the whole HTTP app (API + SPA host) without listening; tests use `inject`. */
export async function buildApp({ env, database, logger, clock, mailer }: AppDeps) {
  // A visitor's repeat of a kept catalogue answer is answered ahead of Fastify (decision 0045).
  const frontDoor = createFrontDoor();
  const app = Fastify({
    // Fastify's own HTTP/1 server with the front door's listener, and Fastify's timeouts.
    serverFactory: (handler, options) => {
      const timeouts = options as Partial<
        Record<`${'keepAlive' | 'request' | 'connection'}Timeout`, number>
      >;
      const server = createServer(frontDoor.listener(handler));
      server.keepAliveTimeout = timeouts.keepAliveTimeout ?? 72_000;
      server.requestTimeout = timeouts.requestTimeout ?? 0;
      server.setTimeout(timeouts.connectionTimeout ?? 0);
      return server;
    },
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
  // Callback-style hooks: an async hook costs a promise on every request (decision 0019).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const apiHeaders = registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://checkout.razorpay.com', 'https://player.vimeo.com'],
        // react-toastify and the Vimeo player set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'https:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The Vimeo player asks vimeo.com's oEmbed for the film's frame before it makes one.
        connectSrc: [
          "'self'",
          'https://vimeo.com',
          'https://lumberjack.razorpay.com',
          'https://api.razorpay.com',
        ],
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
  const hasApiKey = registerApiKeyCheck(app, env.STOREFRONT_API_KEY);
  // A body the front door read is given back to Fastify's parser.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    done(null, bodyReadAtTheDoor(request) ?? payload);
  });

  await registerOpenApi(app, env);

  const services = createServices({ env, database, log: app.log, clock, mailer });
  const {
    order,
    payment,
    sandbox,
    catalog,
    search,
    content,
    activity,
    location,
    seo,
    auth,
    profiles,
    address,
    cart,
    wishlist,
    coupon,
    activeSession,
  } = services;
  const brandSlug = env.BRAND_SLUG;
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      // request.customer and the optionalCustomer / requireCustomer preHandlers, for every route below.
      registerAuth(api, { env, activeSession });
      await api.register(catalogRoutes, { service: catalog, brandSlug });
      await api.register(searchRoutes, { service: search, brandSlug });
      await api.register(contentRoutes, { service: content, catalog, brandSlug });
      await api.register(activityRoutes, { service: activity });
      await api.register(cartRoutes, { service: cart });
      await api.register(wishlistRoutes, { service: wishlist });
      await api.register(orderRoutes, { service: order });
      await api.register(paymentRoutes, { service: payment });
      await api.register(paymentWebhookRoutes, { service: payment });
      await api.register(sandboxRoutes, { sandbox });
      await api.register(couponRoutes, { service: coupon, brandSlug });
      await api.register(locationRoutes, { service: location, apiKey: env.STOREFRONT_API_KEY });
      await api.register(authRoutes, { service: auth, profiles });
      await api.register(addressRoutes, { service: address });
    },
    { prefix: API_PREFIX },
  );
  await app.register(seoRoutes, { service: seo });

  await registerPageShell(app, { env, seo, firstScreenCache: services.firstScreenData });
  app.decorate('services', services);
  app.decorate('frontDoor', frontDoor);
  frontDoor.open({
    logRequest: requestLineWriter(app.log),
    watch: services.versions,
    hasApiKey,
    headers: apiHeaders,
  });
  app.addHook('preClose', (done) => {
    frontDoor.close();
    done();
  });
  startJobs(app, env);
  return app;
}

/**
 * The periodic jobs of every instance: the order release, the e-mail outbox's retries and the
 * deletion of passed abuse-limit counters.
 */
function startJobs(app: FastifyInstance, env: Env) {
  if (env.NODE_ENV === 'test') return; // tests drive the jobs themselves
  const every = Math.min(Math.max(env.payment.releaseUnpaidAfterMs / 4, 5_000), 60_000);
  const run = () => {
    app.services
      .releaseJob()
      .catch((error: unknown) => app.log.error({ err: error }, 'order release failed'));
    app.services.orderEmails.kick();
    app.services
      .forgetPassedLimits()
      .catch((error: unknown) => app.log.error({ err: error }, 'limit counters not deleted'));
  };
  const timer = setInterval(run, every);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
