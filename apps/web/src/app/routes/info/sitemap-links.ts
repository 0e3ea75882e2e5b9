import { paths } from '../../../config/paths.ts';
import { guideLinks, policyLinks } from '../../shell/footer/footer-links.ts';

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
    links: guideLinks,
  },
  {
    key: 'service',
    links: [
      { key: 'customerCare', to: paths.customerCare },
      { key: 'faqs', to: paths.faqs },
      ...policyLinks,
    ],
  },
] as const;
