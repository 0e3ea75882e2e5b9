import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { POLICY_ANCHORS, SELLER_ANCHOR, paths } from '../../../config/paths.ts';
import { InfoArticle } from '../../../features/content/components/info-article.tsx';
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
  const contents = (
    <nav className={styles.toc} aria-label={t('pages.policies.contents')}>
      <ol>
        {POLICY_ANCHORS.map((anchor) => (
          <li key={anchor}>
            <Link to={paths.policy(anchor)}>{t(`pages.policies.anchors.${anchor}`)}</Link>
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
