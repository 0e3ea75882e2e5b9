import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { getToken } from '../lib/session.ts';

type Screen = () => Promise<ComponentType>;

/** A lazily loaded screen (spec §2: every screen loads on demand). */
const screen =
  (load: Screen): RouteObject['lazy'] =>
  async () => ({ Component: await load() });

/** Spec §2: /profile and /orders only with a `user` value in local storage, else back to /. */
export function requireUser() {
  return getToken() ? null : redirect(paths.home);
}

const strip = (path: string) => path.replace(/^\//, '');

/** The routes table of spec §2, under the shell. */
export const childRoutes: RouteObject[] = [
  { index: true, lazy: screen(async () => (await import('./routes/home.tsx')).HomeRoute) },
  { path: 'shop', lazy: screen(async () => (await import('./routes/shop.tsx')).ShopRoute) },
  {
    path: 'shop/:category',
    lazy: screen(async () => (await import('./routes/shop.tsx')).ShopRoute),
  },
  {
    path: 'product/:slug',
    lazy: screen(async () => (await import('./routes/product.tsx')).ProductRoute),
  },
  {
    path: 'search/:searchText',
    lazy: screen(async () => (await import('./routes/search.tsx')).SearchRoute),
  },
  {
    path: strip(paths.comingSoon),
    lazy: screen(async () => (await import('./routes/coming-soon.tsx')).ComingSoonRoute),
  },
  {
    path: strip(paths.customerCare),
    lazy: screen(async () => (await import('./routes/info/customer-care.tsx')).CustomerCareRoute),
  },
  {
    path: strip(paths.faqs),
    lazy: screen(async () => (await import('./routes/info/faqs.tsx')).FaqsRoute),
  },
  {
    path: strip(paths.aboutUs),
    lazy: screen(async () => (await import('./routes/info/about-us.tsx')).AboutUsRoute),
  },
  {
    path: strip(paths.sitemap),
    lazy: screen(async () => (await import('./routes/info/sitemap.tsx')).SitemapRoute),
  },
  {
    path: strip(paths.contact),
    lazy: screen(async () => (await import('./routes/contact.tsx')).ContactRoute),
  },
  {
    path: strip(paths.blog),
    lazy: screen(async () => (await import('./routes/info/blog.tsx')).BlogRoute),
  },
  {
    path: strip(paths.blogPage),
    lazy: screen(async () => (await import('./routes/info/blog-page.tsx')).BlogPageRoute),
  },
  {
    path: strip(paths.policies),
    lazy: screen(async () => (await import('./routes/info/policies.tsx')).PoliciesRoute),
  },
  {
    path: strip(paths.jewelleryCare),
    lazy: screen(async () => (await import('./routes/info/jewellery-care.tsx')).JewelleryCareRoute),
  },
  {
    path: strip(paths.sizeGuide),
    lazy: screen(async () => (await import('./routes/info/size-guide.tsx')).SizeGuideRoute),
  },
  {
    path: strip(paths.certifications),
    lazy: screen(
      async () => (await import('./routes/info/certifications.tsx')).CertificationsRoute,
    ),
  },
  {
    path: strip(paths.careers),
    lazy: screen(async () => (await import('./routes/info/careers.tsx')).CareersRoute),
  },
  {
    path: strip(paths.labs),
    lazy: screen(async () => (await import('./routes/info/labs.tsx')).LabsRoute),
  },
  {
    path: strip(paths.ourStory),
    lazy: screen(async () => (await import('./routes/info/our-story.tsx')).OurStoryRoute),
  },
  {
    path: strip(paths.beyondBrilliance),
    lazy: screen(
      async () => (await import('./routes/info/beyond-brilliance.tsx')).BeyondBrillianceRoute,
    ),
  },
  {
    path: strip(paths.profile),
    loader: requireUser,
    lazy: screen(async () => (await import('./routes/profile-orders.tsx')).ProfileOrdersRoute),
  },
  {
    path: strip(paths.orders),
    loader: requireUser,
    lazy: screen(async () => (await import('./routes/profile-orders.tsx')).ProfileOrdersRoute),
  },
  {
    path: strip(paths.login),
    lazy: screen(async () => (await import('./routes/login.tsx')).LoginRoute),
  },
  {
    path: strip(paths.signup),
    lazy: screen(async () => (await import('./routes/signup.tsx')).SignupRoute),
  },
  { path: '*', lazy: screen(async () => (await import('./routes/not-found.tsx')).NotFoundRoute) },
];
