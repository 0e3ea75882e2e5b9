/**
 * The shop's routes of spec §2 and the screen each one shows, in matching order, read by both
 * sides: the web builds its router from them, the server reads which screen a page's path shows
 * (its first-screen data, its status). `{brand}` stands for the brand's slug (`/aurelle-labs`).
 */
export const ROUTE_PATHS = [
  { path: '', screen: 'home' },
  { path: 'shop', screen: 'shop' },
  { path: 'shop/:category', screen: 'shop' },
  { path: 'product/:slug', screen: 'product' },
  { path: 'search/:searchText', screen: 'search' },
  { path: 'coming-soon', screen: 'coming-soon' },
  { path: 'customer-care', screen: 'customer-care' },
  { path: 'faqs', screen: 'faqs' },
  { path: 'about-us', screen: 'about-us' },
  { path: 'sitemap', screen: 'sitemap' },
  { path: 'contact', screen: 'contact' },
  { path: 'Blog', screen: 'blog' },
  { path: 'blogpage', screen: 'blog-page' },
  { path: 'blogpage/:slug', screen: 'blog-page' },
  { path: 'policies', screen: 'policies' },
  { path: 'jewellery-care', screen: 'jewellery-care' },
  { path: 'size-guide', screen: 'size-guide' },
  { path: 'certifications', screen: 'certifications' },
  { path: 'careers', screen: 'careers' },
  { path: '{brand}-labs', screen: 'labs' },
  { path: 'our-story', screen: 'our-story' },
  { path: 'beyond-brilliance', screen: 'beyond-brilliance' },
  { path: 'profile', screen: 'profile-orders', signedIn: true },
  { path: 'orders', screen: 'profile-orders', signedIn: true },
  { path: 'login', screen: 'login' },
  { path: 'signup', screen: 'signup' },
  { path: '*', screen: 'not-found' },
] as const;

export type Screen = (typeof ROUTE_PATHS)[number]['screen'];

/** A route's path for the shop's brand. */
export const routePath = (path: string, brandSlug: string) => path.replace('{brand}', brandSlug);

export type ScreenMatch = { screen: Screen; params: Record<string, string> };

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The screen a page's path shows and its parameters, matched as React Router matches the same
 * table: segment by segment, letters in any case, a trailing slash ignored, `*` for the rest.
 */
export function matchRoute(pathname: string, brandSlug: string): ScreenMatch {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of ROUTE_PATHS) {
    if (route.path === '*') return { screen: route.screen, params: {} };
    const parts = routePath(route.path, brandSlug).split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeSegment(segment);
        return true;
      }
      return part.toLowerCase() === decodeSegment(segment).toLowerCase();
    });
    if (matches) return { screen: route.screen, params };
  }
  return { screen: 'not-found', params: {} };
}
