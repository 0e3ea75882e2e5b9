import { env } from './env.ts';

/** Every in-app URL (spec §2); build links from here, never by hand. */
export const paths = {
  home: '/',
  shop: '/shop',
  /** The link used in the header and empty states (spec §2). */
  shopDefault: '/shop/opus',
  category: (slug: string) => `/shop/${encodeURIComponent(slug)}`,
  product: (slugOrId: string) => `/product/${encodeURIComponent(slugOrId)}`,
  search: (text: string) => `/search/${encodeURIComponent(text)}`,
  comingSoon: '/coming-soon',
  customerCare: '/customer-care',
  faqs: '/faqs',
  aboutUs: '/about-us',
  sitemap: '/sitemap',
  contact: '/contact',
  blog: '/Blog',
  blogPage: '/blogpage',
  /** A blog post's article, by its slug. */
  blogPost: (slug: string) => `/blogpage/${encodeURIComponent(slug)}`,
  policies: '/policies',
  policy: (anchor: PolicyAnchor | typeof SELLER_ANCHOR) => `/policies#${anchor}`,
  jewelleryCare: '/jewellery-care',
  sizeGuide: '/size-guide',
  certifications: '/certifications',
  careers: '/careers',
  labs: `/${env.brandSlug}-labs`,
  ourStory: '/our-story',
  beyondBrilliance: '/beyond-brilliance',
  profile: '/profile',
  orders: '/orders',
  login: '/login',
  signup: '/signup',
} as const;

export const POLICY_ANCHORS = [
  'shipping-policy',
  'return-exchange-policy',
  'privacy-policy',
  'terms-condition',
] as const;
export type PolicyAnchor = (typeof POLICY_ANCHORS)[number];

/**
 * The policies page's section on the seller, after the spec's four: listed in its contents only
 * when the shop has the details to show.
 */
export const SELLER_ANCHOR = 'seller-grievance-officer';
