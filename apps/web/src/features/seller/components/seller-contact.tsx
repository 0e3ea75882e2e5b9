import type { SellerDisclosures } from '@aurelle/contract';

/** A phone and an e-mail as links, comma-separated, as the disclosures print them. */
export function SellerContact({ phone, email }: SellerDisclosures['customerCare']) {
  return (
    <>
      <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>,{' '}
      <a href={`mailto:${email}`}>{email}</a>
    </>
  );
}
