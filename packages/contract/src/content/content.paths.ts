/**
 * Where the content calls live, apart from their schemas (content.endpoints.ts,
 * in-focus.endpoints.ts): every screen calls them, and needs the paths, not the schemas
 * (docs/decisions/0049 §4).
 */
export const contentPaths = {
  block: '/setting/store-customization/:blockName',
  settings: '/setting/global/all',
  inFocus: '/:brand/infocus/:blockName',
  page: '/pages/:slug',
  /** A static path: it answers before the `:blockName` one. */
  blogCards: '/setting/store-customization/blogs',
  blogPost: '/blog-posts/:slug',
  faqs: '/faqs',
} as const;
