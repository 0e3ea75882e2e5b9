import type { FastifyInstance } from 'fastify';
import { activityModule } from './modules/activity/activity.module.ts';
import { addressModule } from './modules/address/address.module.ts';
import { auditModule } from './modules/audit/audit.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { cartModule } from './modules/cart/cart.module.ts';
import { catalogAdminModule } from './modules/catalog-admin/catalog-admin.module.ts';
import { catalogModule } from './modules/catalog/catalog.module.ts';
import { contentModule } from './modules/content/content.module.ts';
import { couponAdminModule } from './modules/coupon-admin/coupon-admin.module.ts';
import { couponModule } from './modules/coupon/coupon.module.ts';
import { customerAdminModule } from './modules/customer-admin/customer-admin.module.ts';
import { dashboardModule } from './modules/dashboard/dashboard.module.ts';
import { backOfficeSearchModule } from './modules/back-office-search/back-office-search.module.ts';
import { invoiceModule } from './modules/invoice/invoice.module.ts';
import { locationModule } from './modules/location/location.module.ts';
import { mediaModule } from './modules/media/media.module.ts';
import { metalPricingModule } from './modules/metal-pricing/metal-pricing.module.ts';
import { orderAdminModule } from './modules/order-admin/order-admin.module.ts';
import { orderModule } from './modules/order/order.module.ts';
import { paymentModule } from './modules/payment/payment.module.ts';
import { searchModule } from './modules/search/search.module.ts';
import { sellerModule } from './modules/seller/seller.module.ts';
import { pagesModule } from './modules/pages/pages.module.ts';
import { blogModule } from './modules/blog/blog.module.ts';
import { shopSettingsModule } from './modules/shop-settings/shop-settings.module.ts';
import { contentAdminModule } from './modules/content-admin/content-admin.module.ts';
import { seoModule } from './modules/seo/seo.module.ts';
import { staffModule } from './modules/staff/staff.module.ts';
import { stockModule } from './modules/stock/stock.module.ts';
import { wishlistModule } from './modules/wishlist/wishlist.module.ts';

/**
 * Every module's plugin, lowest first; each decorates the app with its services. What a module
 * needs from one above it (decision 0016) is a function in its options here, which reads the
 * higher module's decorator when it is first called, once every module is registered.
 */
export async function registerModules(app: FastifyInstance) {
  await app.register(auditModule);
  await app.register(catalogModule, {
    resolveTerm: (text, lang) => app.resolveSearchTerm(text, lang),
    wishlistFlags: (customerId, productIds) => app.savedProducts.savedAmong(customerId, productIds),
  });
  await app.register(searchModule);
  await app.register(wishlistModule);
  await app.register(couponModule);
  await app.register(cartModule, {
    savedProducts: (customerId) => app.savedProducts.productIds(customerId),
    shippingSettings: (tx) => app.shopSettings.shipping(tx),
  });
  await app.register(contentModule, {
    contact: () => app.seller.contact(),
    drafts: {
      previewing: (token) => app.contentAdmin.previewing(token),
      block: (name, lang) => app.contentAdmin.draftBlock(name, lang),
    },
  });
  await app.register(activityModule);
  await app.register(locationModule);
  await app.register(seoModule);
  await app.register(addressModule, { profile: (customerId) => app.profiles.profile(customerId) });
  await app.register(authModule, {
    adoptVisitorItems: (visitorId, customerId) =>
      app.activity.adoptVisitorItems(visitorId, customerId),
  });
  await app.register(invoiceModule);
  await app.register(orderModule, {
    cashOnDelivery: () => app.cashOnDelivery(),
    shippingSettings: (tx) => app.shopSettings.shipping(tx),
  });
  await app.register(paymentModule);
  await app.register(mediaModule);
  await app.register(catalogAdminModule);
  await app.register(staffModule);
  await app.register(sellerModule);
  await app.register(shopSettingsModule);
  await app.register(contentAdminModule);
  await app.register(orderAdminModule, { legalDetails: () => app.seller.details() });
  await app.register(metalPricingModule);
  await app.register(stockModule);
  await app.register(customerAdminModule);
  await app.register(couponAdminModule);
  await app.register(dashboardModule);
  await app.register(backOfficeSearchModule);
  await app.register(pagesModule);
  await app.register(blogModule);
}
