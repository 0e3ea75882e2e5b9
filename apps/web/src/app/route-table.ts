import { createElement, lazy, useState, type ComponentType, type ReactNode } from 'react';
import {
  PAGE_STATUS_META_NAME,
  ROUTE_PATHS,
  matchRoute,
  routePath,
  type Screen,
  type ScreenMatch,
} from '@aurelle/contract';
import { Navigate, type Location, type RouteObject } from 'react-router';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { getToken } from '../lib/session.ts';
import { RootLayout } from './shell/root-layout.tsx';

/** Spec §2: /profile and /orders only with a `user` value in local storage, else back to /. */
function RequireUser({ children }: { children: ReactNode }) {
  return getToken() ? children : createElement(Navigate, { to: paths.home, replace: true });
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

/**
 * Each screen's component, asked for once: by its route's first render, or ahead of it (boot.tsx
 * asks for the URL's before the first render).
 */
const loading = new Map<Screen, Promise<ComponentType>>();
const loaded = new Map<Screen, ComponentType>();
const lazyScreens = new Map<Screen, ComponentType>();
export function loadScreen(screen: Screen): Promise<ComponentType> {
  let promise = loading.get(screen);
  if (!promise) {
    // A module that fails to load stays failed: its route shows RouteError, which offers a reload.
    // (Asking again on the next render would mount a new lazy screen each time, each suspending
    // on a new request: a loop of requests instead of the error.)
    promise = SCREENS[screen]().then((component) => {
      loaded.set(screen, component);
      return component;
    });
    loading.set(screen, promise);
  }
  return promise;
}

function lazyScreen(screen: Screen): ComponentType {
  let component = lazyScreens.get(screen);
  if (!component) {
    component = lazy(async () => ({ default: await loadScreen(screen) }));
    lazyScreens.set(screen, component);
  }
  return component;
}

/**
 * A route's screen. One whose module is already in renders at once: `React.lazy` would suspend
 * for a tick even then, and the shell would commit once without it (the first render, after
 * boot.tsx has loaded the URL's screen). Chosen once per mount, so a screen is never remounted.
 */
function RouteScreen({ screen }: { screen: Screen }) {
  const [component] = useState(() => loaded.get(screen) ?? lazyScreen(screen));
  return createElement(component);
}

/** What a route carries for the code around the router: the screen it shows. */
export type RouteHandle = { screen: Screen };

/** The screens' routes. */
const childRoutes: RouteObject[] = ROUTE_PATHS.map((route): RouteObject => {
  // Keyed by screen: another screen at the same place mounts afresh (RouteScreen picks once).
  const key = route.screen;
  const screen = createElement(RouteScreen, { key, screen: route.screen });
  const element =
    'signedIn' in route ? createElement(RequireUser, { key, children: screen }) : screen;
  const handle: RouteHandle = { screen: route.screen };
  return route.path === ''
    ? { index: true, element, handle }
    : { path: routePath(route.path, env.brandSlug), element, handle };
});

const shell = createElement(RootLayout);

/** The routes table of spec §2 under the shell (declarative routes, docs/decisions/0049 §6). */
export const appRoutes: RouteObject[] = [{ path: '/', element: shell, children: childRoutes }];

/** The shell with the not-found screen at any path. */
export const notFoundRoutes: RouteObject[] = [
  { path: '/', element: shell, children: childRoutes.filter((route) => route.path === '*') },
];

/**
 * Whether the server answered the page the app opens on 404 (docs/decisions/0021): a product or
 * a category the shop does not have, whose route would draw a screen for it. The app shows its
 * not-found screen at that address instead, as for a path no route matches.
 */
export function openedNotFound(): boolean {
  const status = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_STATUS_META_NAME}"]`);
  return status?.content === '404';
}

/**
 * The screen the page the app opens on shows, and its path's parameters, before anything renders
 * (boot.tsx).
 */
export function matchScreen({ pathname }: Pick<Location, 'pathname'>): ScreenMatch {
  if (openedNotFound()) return { screen: 'not-found', params: {} };
  return matchRoute(pathname, env.brandSlug);
}
