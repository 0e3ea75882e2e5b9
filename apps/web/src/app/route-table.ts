import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { getToken } from '../lib/session.ts';
import { ROUTE_PATHS, routePath, type Screen } from './route-paths.ts';

/** Spec §2: /profile and /orders only with a `user` value in local storage, else back to /. */
export function requireUser() {
  return getToken() ? null : redirect(paths.home);
}

/**
 * Each screen, loaded on demand (spec §2): a screen named in route-paths.ts without its loader
 * fails the type check; each import stays a literal for the bundler to split.
 */
const SCREENS: Record<Screen, () => Promise<ComponentType>> = {
  home: async () => (await import('./routes/home.tsx')).HomeRoute,
  shop: async () => (await import('./routes/shop.tsx')).ShopRoute,
  product: async () => (await import('./routes/product.tsx')).ProductRoute,
  search: async () => (await import('./routes/search.tsx')).SearchRoute,
  'coming-soon': async () => (await import('./routes/coming-soon.tsx')).ComingSoonRoute,
  'customer-care': async () => (await import('./routes/info/customer-care.tsx')).CustomerCareRoute,
  faqs: async () => (await import('./routes/info/faqs.tsx')).FaqsRoute,
  'about-us': async () => (await import('./routes/info/about-us.tsx')).AboutUsRoute,
  sitemap: async () => (await import('./routes/info/sitemap.tsx')).SitemapRoute,
  contact: async () => (await import('./routes/contact.tsx')).ContactRoute,
  blog: async () => (await import('./routes/info/blog.tsx')).BlogRoute,
  'blog-page': async () => (await import('./routes/info/blog-page.tsx')).BlogPageRoute,
  policies: async () => (await import('./routes/info/policies.tsx')).PoliciesRoute,
  'jewellery-care': async () =>
    (await import('./routes/info/jewellery-care.tsx')).JewelleryCareRoute,
  'size-guide': async () => (await import('./routes/info/size-guide.tsx')).SizeGuideRoute,
  certifications: async () =>
    (await import('./routes/info/certifications.tsx')).CertificationsRoute,
  careers: async () => (await import('./routes/info/careers.tsx')).CareersRoute,
  labs: async () => (await import('./routes/info/labs.tsx')).LabsRoute,
  'our-story': async () => (await import('./routes/info/our-story.tsx')).OurStoryRoute,
  'beyond-brilliance': async () =>
    (await import('./routes/info/beyond-brilliance.tsx')).BeyondBrillianceRoute,
  'profile-orders': async () => (await import('./routes/profile-orders.tsx')).ProfileOrdersRoute,
  login: async () => (await import('./routes/login.tsx')).LoginRoute,
  signup: async () => (await import('./routes/signup.tsx')).SignupRoute,
  'not-found': async () => (await import('./routes/not-found.tsx')).NotFoundRoute,
};

/** What a route carries for the code around the router: the screen it shows. */
export type RouteHandle = { screen: Screen };

/** The routes table of spec §2, under the shell. */
export const childRoutes: RouteObject[] = ROUTE_PATHS.map((route): RouteObject => {
  const lazy = async () => ({ Component: await SCREENS[route.screen]() });
  const signedIn = 'signedIn' in route ? { loader: requireUser } : {};
  const handle: RouteHandle = { screen: route.screen };
  return route.path === ''
    ? { index: true, lazy, handle }
    : { path: routePath(route.path, env.brandSlug), ...signedIn, lazy, handle };
});
