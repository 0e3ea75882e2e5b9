import type { SellerDisclosures } from '@aurelle/contract';
import { SELLER_ANCHOR } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { TextSection } from '../../../components/ui/text-section.tsx';
import { SellerContact } from './seller-contact.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import styles from './seller-details.module.css';

/** The policies page's section: who sells, their GSTIN, customer care and the grievance officer. */
export function SellerDetails({ seller }: { seller: SellerDisclosures }) {
  const { t } = useTranslation();
  const officer = seller.grievanceOfficer;
  return (
    <TextSection
      id={SELLER_ANCHOR}
      aria-labelledby={`${SELLER_ANCHOR}-h`}
      heading={t('pages.policies.seller.heading')}
      headingId={`${SELLER_ANCHOR}-h`}
    >
      <p>{t('pages.policies.seller.intro')}</p>
      <dl className={styles.details}>
        <Detail term={t('pages.policies.seller.seller')}>
          {seller.legalName}
          <br />
          {seller.address}, {seller.city} {seller.pinCode}, {seller.state}
        </Detail>
        <Detail term={t('pages.policies.seller.gstin')}>{seller.gstin}</Detail>
        <Detail term={t('pages.policies.seller.care')}>
          <SellerContact {...seller.customerCare} />
        </Detail>
        <Detail term={t('pages.policies.seller.grievance')}>
          {officer.name}, {officer.designation}
          <br />
          <SellerContact phone={officer.phone} email={officer.email} />
        </Detail>
      </dl>
    </TextSection>
  );
}
