import { paths } from '../../../config/paths.ts';

export type FooterLink = { key: string; to: string };
export type FooterGroup = { key: string; links: FooterLink[] };

/** The four policy anchors of spec §2, also listed on the sitemap page. */
export const policyLinks: FooterLink[] = [
  { key: 'shipping', to: paths.policy('shipping-policy') },
  { key: 'returns', to: paths.policy('return-exchange-policy') },
  { key: 'privacy', to: paths.policy('privacy-policy') },
  { key: 'terms', to: paths.policy('terms-condition') },
];

/** Jewellery Guide links, also listed on the sitemap page. */
export const guideLinks: FooterLink[] = [
  { key: 'care', to: paths.jewelleryCare },
  { key: 'sizeGuide', to: paths.sizeGuide },
  { key: 'certifications', to: paths.certifications },
];

/** Spec §2 Footer: Policies, Jewellery Guide and About groups. */
export const footerGroups: FooterGroup[] = [
  { key: 'policies', links: policyLinks },
  { key: 'guide', links: guideLinks },
  {
    key: 'about',
    links: [
      { key: 'labs', to: paths.labs },
      { key: 'careers', to: paths.careers },
      { key: 'ourStory', to: paths.ourStory },
      { key: 'beyondBrilliance', to: paths.beyondBrilliance },
    ],
  },
];

/** The quieter row under the groups. */
export const footerServiceLinks: FooterLink[] = [
  { key: 'customerCare', to: paths.customerCare },
  { key: 'faqs', to: paths.faqs },
  { key: 'blog', to: paths.blog },
  { key: 'sitemap', to: paths.sitemap },
];
