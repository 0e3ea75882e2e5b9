import { paths } from '../../../config/paths.ts';

/** The sitemap's groups; every informational route of spec §2 appears once. */
export const sitemapGroups = [
  {
    key: 'shop',
    links: [
      { key: 'home', to: paths.home },
      { key: 'shop', to: paths.shopDefault },
      { key: 'allJewellery', to: paths.shop },
    ],
  },
  {
    key: 'house',
    links: [
      { key: 'about', to: paths.aboutUs },
      { key: 'ourStory', to: paths.ourStory },
      { key: 'labs', to: paths.labs },
      { key: 'beyondBrilliance', to: paths.beyondBrilliance },
      { key: 'blog', to: paths.blog },
      { key: 'careers', to: paths.careers },
    ],
  },
  {
    key: 'guide',
    links: [
      { key: 'care', to: paths.jewelleryCare },
      { key: 'sizeGuide', to: paths.sizeGuide },
      { key: 'certifications', to: paths.certifications },
    ],
  },
  {
    key: 'service',
    links: [
      { key: 'customerCare', to: paths.customerCare },
      { key: 'faqs', to: paths.faqs },
      { key: 'shipping', to: paths.policy('shipping-policy') },
      { key: 'returns', to: paths.policy('return-exchange-policy') },
      { key: 'privacy', to: paths.policy('privacy-policy') },
      { key: 'terms', to: paths.policy('terms-condition') },
    ],
  },
] as const;
