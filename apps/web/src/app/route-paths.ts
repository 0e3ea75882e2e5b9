import type { Screen } from '@aurelle/contract';

/**
 * Each screen's module, relative to src/app, for the screens of the contract's route table
 * (`ROUTE_PATHS`): route-table.ts imports each by the same path, and the build reads them
 * (vite.config.ts) to tell the server which scripts a path's screen needs.
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
} as const satisfies Record<Screen, string>;
