import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { loadUiText } from './lib/ui-text.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { createActivityRepository } from './modules/activity/activity.repository.ts';
import { createActivityService } from './modules/activity/activity.service.ts';
import { createAddressRepository } from './modules/address/address.repository.ts';
import { createAddressService } from './modules/address/address.service.ts';
import { createAccountServices } from './modules/auth/auth.compose.ts';
import { LONGEST_OTP_WINDOW_SECONDS } from './modules/auth/otp-limits.ts';
import { createListingRepository } from './modules/catalog/catalog-listing.repository.ts';
import { resolveSearchTerm } from './modules/catalog/catalog-search-terms.ts';
import { createCatalogRepository } from './modules/catalog/catalog.repository.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { createStockRepository } from './modules/catalog/catalog-stock.repository.ts';
import { createContentRepository } from './modules/content/content.repository.ts';
import { createContentService } from './modules/content/content.service.ts';
import { createLocationService } from './modules/location/location.service.ts';
import { createSearchRepository } from './modules/search/search.repository.ts';
import { cachedCorrections, createSearchService } from './modules/search/search.service.ts';
import { createSeoRepository } from './modules/seo/seo.repository.ts';
import { createSeoService } from './modules/seo/seo.service.ts';
import { createWishlistRepository } from './modules/wishlist/wishlist.repository.ts';
import { createWishlistService } from './modules/wishlist/wishlist.service.ts';
import { createCouponRepository } from './modules/coupon/coupon.repository.ts';
import { createCouponService } from './modules/coupon/coupon.service.ts';
import { createCartRepository } from './modules/cart/cart.repository.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { createOrderEmailRepository } from './modules/order/order-email.repository.ts';
import { createOrderEmailJob } from './modules/order/order-email.service.ts';
import { createOrderNotifyJob } from './modules/order-admin/order-notify.ts';
import { createOrderAdminRepository } from './modules/order-admin/order-admin.repository.ts';
import { createOrderAdminService } from './modules/order-admin/order-admin.service.ts';
import { createSellerRepository } from './modules/seller/seller.repository.ts';
import { createSeller } from './modules/seller/seller.service.ts';
import { createInvoices } from './modules/invoice/invoice.service.ts';
import { createMetalRatesRepository } from './modules/metal-pricing/metal-rates.repository.ts';
import { createMetalPricingService } from './modules/metal-pricing/metal-pricing.service.ts';
import { createOrderRepository } from './modules/order/order.repository.ts';
import { createOrderService } from './modules/order/order.service.ts';
import { createMailer, type Mailer } from './lib/mail.ts';
import { createPaymentRepository } from './modules/payment/payment.repository.ts';
import { createPaymentService } from './modules/payment/payment.service.ts';
import { createRazorpayProvider } from './modules/payment/razorpay.provider.ts';
import { createSandboxProvider } from './modules/payment/sandbox.provider.ts';
import { createSandboxService } from './modules/payment/sandbox.service.ts';
import { createDataCaches, createVersionWatch, readCacheVersions } from './lib/data-cache.ts';
import { createJobRunner } from './lib/job-queue.ts';
import { emailJob } from './lib/mail-outbox.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { createMediaStorage } from './modules/media/media-storage-of.ts';
import { createAuditRepository } from './modules/audit/audit.repository.ts';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository.ts';
import { ensureFirstOwner } from './modules/staff/first-owner.ts';
import { createStaffSecrets, sealStaffSecrets } from './modules/staff/staff-secrets.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { createStaffAuthService } from './modules/staff/staff-auth.service.ts';
import {
  createStaffLimits,
  LONGEST_STAFF_WINDOW_SECONDS,
  STAFF_LIMIT_PREFIX,
} from './modules/staff/staff-limits.ts';
import { createStaffTeamService } from './modules/staff/staff-team.service.ts';
import { createStaffRepository } from './modules/staff/staff.repository.ts';
import { createGroupsRepository } from './modules/catalog-admin/groups.repository.ts';
import { createGroupsService } from './modules/catalog-admin/groups.service.ts';
import { createPiecesRepository } from './modules/catalog-admin/pieces.repository.ts';
import { createPiecesService } from './modules/catalog-admin/pieces.service.ts';
import { createProductsCsvRepository } from './modules/catalog-admin/products-csv.repository.ts';
import { createProductsCsvService } from './modules/catalog-admin/products-csv.service.ts';
import { createProductsRepository } from './modules/catalog-admin/products.repository.ts';
import { createProductsService } from './modules/catalog-admin/products.service.ts';
import { createStockLedgerRepository } from './modules/stock/stock.repository.ts';
import { createStockService } from './modules/stock/stock.service.ts';
import { createCustomersRepository } from './modules/customer-admin/customers.repository.ts';
import { createCustomersService } from './modules/customer-admin/customers.service.ts';

export type ServiceDeps = {
  env: Env;
  database: Database;
  log: FastifyBaseLogger;
  /** The time the services read; tests pass one they can move. */
  clock?: Clock;
  /** Where order e-mail goes; by default SMTP_URL, else the outbox folder (lib/mail.ts). */
  mailer?: Mailer;
  /** How old the shared cache counters may get before they are read again (tests: 0, always). */
  versionRecheckMs?: number;
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
  versionRecheckMs = env.NODE_ENV === 'test' ? 0 : 500,
}: ServiceDeps) {
  const db = database.db;
  // The instance's data caches, dropped when the shared `catalog` or `stock` counter they depend
  // on moves (docs/decisions/0067). The counters are read again twice a second, so another
  // instance's change shows within a second; this instance's own writes at once (the response
  // cache marks them due).
  const versions = createVersionWatch({
    read: () => readCacheVersions(db),
    recheckMs: versionRecheckMs,
  });
  const caches = createDataCaches(versions);
  const cache = caches.catalog;

  const searchRepo = createSearchRepository(db);
  const corrections = cachedCorrections(searchRepo, cache);
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
    db,
    repo: wishlistRepo,
    catalog,
    responses: caches.customers,
  });
  const coupon = createCouponService({
    repo: createCouponRepository(db),
    catalog,
    now: () => clock.now(),
  });
  const cart = createCartService({
    db,
    repo: createCartRepository(db),
    catalog,
    coupons: coupon,
    savedProducts: wishlistRepo.productIds,
    responses: caches.customers,
  });
  const search = createSearchService({
    repo: searchRepo,
    corrections,
    catalog,
    cache,
  });
  const content = createContentService({
    repo: createContentRepository(db),
    catalog,
    cache,
    brand: { name: env.BRAND_NAME, slug: env.BRAND_SLUG },
  });
  const activity = createActivityService({ db, repo: createActivityRepository(db), catalog });
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
  // Work off the request path, one table for every kind (lib/job-queue.ts, decision 0070); its
  // runner is made below, once every kind's handler is.
  const jobsQueued = () => runner.kick();
  const invoices = createInvoices({ db });
  const orderEmails = createOrderEmailJob({
    db,
    invoicePdf: invoices.invoicePdf,
    repo: createOrderEmailRepository(db),
    catalog,
    mailer,
    log,
    site: { brandName: env.BRAND_NAME, publicUrl: env.PUBLIC_URL },
  });
  const order = createOrderService({
    db,
    repo: orderRepo,
    cart,
    catalog,
    podEnabled: async () =>
      (await content.settings({ lang: 'en', currency: 'INR' })).data.pod_status,
    numberPrefix: env.BRAND_NAME.slice(0, 2).toUpperCase(),
    brandName: env.BRAND_NAME,
    emailQueued: jobsQueued,
    documentsOf: invoices.documentsOf,
  });
  /** Releases unpaid card orders older than ORDER_PAYMENT_TIMEOUT; safe on every instance at once. */
  const releaseUnpaidOrders = async () => {
    let released = 0;
    for (let n = -1; n !== 0; released += n)
      n = await order.releaseUnpaid(
        new Date(clock.now().getTime() - env.payment.releaseUnpaidAfterMs),
      );
    return released;
  };
  const limiter = createRateLimiter(db);
  /** Deletes abuse-limit counters whose windows have all passed (lib/rate-limit.ts). */
  const forgetPassedLimits = () =>
    limiter.forgetPassed(LONGEST_OTP_WINDOW_SECONDS, clock.now(), {
      [STAFF_LIMIT_PREFIX]: LONGEST_STAFF_WINDOW_SECONDS,
    });
  const pay = env.payment;
  const paymentRepo = createPaymentRepository(db);
  const paymentProvider =
    pay.provider === 'razorpay'
      ? createRazorpayProvider(pay)
      : createSandboxProvider(pay.keyId, {
          webhookSecret: pay.webhookSecret,
          // The sandbox delivers its signed webhooks to the same check the provider's go through.
          deliverWebhook: (raw, signature) => payment.webhook(Buffer.from(raw), signature),
        });
  const payment = createPaymentService({
    db,
    repo: paymentRepo,
    orders: orderRepo,
    catalog,
    provider: paymentProvider,
    secrets: pay,
    log,
    emailQueued: jobsQueued,
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
  // The back office: staff accounts and sessions, the audit log, the dashboard's figures.
  const audit = createAuditRepository(db);
  const mediaStorage = createMediaStorage(env);
  const media = createMediaService({
    db,
    storage: mediaStorage,
    audit,
    clock,
    log,
    jobsQueued,
    catalogChanged: () => versions.expire(),
  });
  const productsRepo = createProductsRepository(db);
  const products = createProductsService({ db, repo: productsRepo, audit, clock });
  const productsCsv = createProductsCsvService({
    db,
    repo: createProductsCsvRepository(db),
    productsRepo,
    products,
    audit,
    clock,
    jobsQueued,
  });
  // Staff secrets at rest (TOTP secrets, an invitation's link in its job) are sealed with
  // ADMIN_ENCRYPTION_KEY (lib/secret-box.ts, decision 0077).
  const secretBox = createSecretBox(env.encryptionKeys);
  const staffRepo = createStaffRepository(db);
  const staffLimits = createStaffLimits(limiter);
  const backOffice = {
    db,
    repo: staffRepo,
    audit,
    limits: staffLimits,
    secrets: createStaffSecrets(secretBox),
    clock,
    isProduction: env.isProduction,
    site: { brandName: env.BRAND_NAME, brandSlug: env.BRAND_SLUG, publicUrl: env.PUBLIC_URL },
    emailQueued: jobsQueued,
  };
  const staffAuth = createStaffAuthService(backOffice);
  const staffTeam = createStaffTeamService({
    ...backOffice,
    auth: staffAuth,
    box: secretBox,
    mailer,
  });
  const runner = createJobRunner({
    db,
    log,
    handlers: {
      email: emailJob(mailer),
      'staff.invitation': staffTeam.invitationJob,
      'media.derive': media.deriveJob,
      'products.import': productsCsv.importJob,
      'order.email': orderEmails,
      'tax-document.render': invoices.renderJob,
      'order.notify': createOrderNotifyJob({
        repo: createOrderAdminRepository(db),
        mailer,
        log,
        site: { brandName: env.BRAND_NAME, publicUrl: env.PUBLIC_URL },
      }),
    },
  });
  const seller = createSeller({
    db,
    repo: createSellerRepository(db),
    audit,
    clock,
    demo: !env.isProduction,
  });
  const orderAdmin = createOrderAdminService({
    db,
    repo: createOrderAdminRepository(db),
    provider: paymentProvider,
    audit,
    clock,
    log,
    jobsQueued,
    legalDetails: () => seller.details(),
  });
  const metalPricing = createMetalPricingService({
    db,
    repo: createMetalRatesRepository(db),
    audit,
    clock,
  });
  /** Creates the first owner when there is no staff account yet (server start only). */
  const firstOwner = () =>
    ensureFirstOwner(db, staffRepo, audit, env.firstOwner, backOffice.site, clock.now());
  /** Seals what is not sealed under the current key yet (every start; a key rotation). */
  const sealSecrets = () => sealStaffSecrets(db, staffRepo, secretBox);
  return {
    /** The catalogue and stock counters every cache of this instance watches. */
    versions,
    releaseUnpaidOrders,
    forgetPassedLimits,
    order,
    orderAdmin,
    seller,
    invoices,
    /** Whether an order is the customer's own. */
    ownsOrder: async (customerId: string, orderId: string) =>
      (await orderRepo.own(customerId, orderId)) !== null,
    metalPricing,
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
    /** The jobs table's runner: `kick` after enqueuing, `drain` in tests. */
    jobs: runner,
    media,
    mediaStorage,
    audit,
    staffAuth,
    staffTeam,
    firstOwner,
    sealSecrets,
    dashboard: createDashboardRepository(db),
    stock: createStockService({ db, repo: createStockLedgerRepository(db), audit, clock }),
    products,
    productsCsv,
    groups: createGroupsService({ db, repo: createGroupsRepository(db), audit, clock }),
    pieces: createPiecesService({ db, repo: createPiecesRepository(db), audit, clock }),
    customers: createCustomersService({ db, repo: createCustomersRepository(db), audit, clock }),
  };
}

export type Services = ReturnType<typeof createServices>;
