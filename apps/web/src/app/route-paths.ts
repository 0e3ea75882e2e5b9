/**
 * The routes of spec §2 (under the shell) and the screen each one loads, in matching order. It
 * imports nothing: route-table.ts builds the router from it, and the build reads it
 * (vite.config.ts) to tell the server which scripts a path's screen needs, so a new screen is
 * preloaded without a line on the server. `{brand}` stands for the brand's slug (`/aurelle-labs`).
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
] as const satisfies readonly { path: string; screen: Screen; signedIn?: boolean }[];

/**
 * Each screen's module, relative to src/app (route-table.ts imports each by the same path: the
 * build fails when one is not found).
 */
export const SCREEN_MODULES = {
  home: './routes/home.tsx',
  shop: './routes/shop.tsx',
  product: './routes/product.tsx',
  search: './routes/search.tsx',
  'coming-soon': './routes/coming-soon.tsx',
  'customer-care': './routes/info/customer-care.tsx',
  faqs: './routes/info/faqs.tsx',
  'about-us': './routes/info/about-us.tsx',
  sitemap: './routes/info/sitemap.tsx',
  contact: './routes/contact.tsx',
  blog: './routes/info/blog.tsx',
  'blog-page': './routes/info/blog-page.tsx',
  policies: './routes/info/policies.tsx',
  'jewellery-care': './routes/info/jewellery-care.tsx',
  'size-guide': './routes/info/size-guide.tsx',
  certifications: './routes/info/certifications.tsx',
  careers: './routes/info/careers.tsx',
  labs: './routes/info/labs.tsx',
  'our-story': './routes/info/our-story.tsx',
  'beyond-brilliance': './routes/info/beyond-brilliance.tsx',
  'profile-orders': './routes/profile-orders.tsx',
  login: './routes/login.tsx',
  signup: './routes/signup.tsx',
  'not-found': './routes/not-found.tsx',
} as const;

export type Screen = keyof typeof SCREEN_MODULES;

/** A route's path for the shop's brand. */
export const routePath = (path: string, brandSlug: string) => path.replace('{brand}', brandSlug);
