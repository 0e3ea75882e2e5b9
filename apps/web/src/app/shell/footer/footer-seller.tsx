import { useTranslation } from '../../../lib/use-translation.ts';
import { useSellerDisclosures } from '../../../features/seller/api/seller-api.ts';
import { SellerContact } from '../../../features/seller/components/seller-contact.tsx';
import styles from './footer.module.css';

/**
 * The seller's disclosures, in small print under the copyright: who sells, the GSTIN, customer
 * care and the grievance officer. Nothing until the shop has them.
 */
export function FooterSeller() {
  const { t } = useTranslation();
  const seller = useSellerDisclosures();
  if (!seller) return null;
  const officer = seller.grievanceOfficer;
  const parts = [
    t('footer.seller.soldBy', {
      name: seller.legalName,
      address: seller.address,
      city: seller.city,
      pinCode: seller.pinCode,
      state: seller.state,
    }),
    t('footer.seller.gstin', { gstin: seller.gstin }),
    <>
      {t('footer.seller.care')} <SellerContact {...seller.customerCare} />
    </>,
    <>
      {t('footer.seller.grievance')} {officer.name}, {officer.designation},{' '}
      <SellerContact phone={officer.phone} email={officer.email} />
    </>,
  ];
  return (
    <section className={styles.seller} aria-label={t('footer.seller.label')}>
      <p>
        {parts.map((part, index) => (
          <span key={index} className={styles.sellerPart}>
            {part}
          </span>
        ))}
      </p>
    </section>
  );
}
