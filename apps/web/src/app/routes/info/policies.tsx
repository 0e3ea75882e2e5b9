import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { POLICY_ANCHORS, SELLER_ANCHOR, paths } from '../../../config/paths.ts';
import { usePageQuery } from '../../../features/content/api/pages-api.ts';
import { InfoArticle } from '../../../features/content/components/info-article.tsx';
import { headingTexts } from '../../../features/content/lib/heading-texts.ts';
import { useSellerDisclosures } from '../../../features/seller/api/seller-api.ts';
import { SellerDetails } from '../../../features/seller/components/seller-details.tsx';
import styles from './info.module.css';

/**
 * Policies, with the anchors #shipping-policy, #return-exchange-policy, #privacy-policy,
 * #terms-condition; then the seller and grievance officer, when the shop has their details.
 */
export function PoliciesRoute() {
  const { t } = useTranslation();
  const seller = useSellerDisclosures();
  // The contents name each section as its stored heading does, so a renamed heading shows here;
  // the shop's own label stands in until the text has come.
  const { data: page } = usePageQuery('policies');
  const headings = page ? headingTexts(page.body) : {};
  const contents = (
    <nav className={styles.toc} aria-label={t('pages.policies.contents')}>
      <ol>
        {POLICY_ANCHORS.map((anchor) => (
          <li key={anchor}>
            <Link to={paths.policy(anchor)}>
              {headings[anchor] ?? t(`pages.policies.anchors.${anchor}`)}
            </Link>
          </li>
        ))}
        {seller ? (
          <li>
            <Link to={paths.policy(SELLER_ANCHOR)}>{t('pages.policies.seller.heading')}</Link>
          </li>
        ) : null}
      </ol>
    </nav>
  );
  return (
    <InfoArticle slug="policies" before={contents}>
      {seller ? <SellerDetails seller={seller} /> : null}
    </InfoArticle>
  );
}
