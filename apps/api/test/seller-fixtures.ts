import type { LegalDetails } from '@aurelle/contract';
import type { Db } from '../src/db/client.ts';
import { createSellerRepository } from '../src/modules/seller/seller.repository.ts';
import { DEMO_LEGAL_DETAILS } from '../src/modules/seller/seller.service.ts';

/**
 * A Mumbai jeweller's legal details as its owner saves them: Maharashtra's state code, and a
 * GSTIN of that state whose check character fits.
 */
export const OWNER_LEGAL_DETAILS: LegalDetails = {
  ...DEMO_LEGAL_DETAILS,
  legalName: 'Aurelle Jewels Private Limited',
  gstin: '27AAPFU0939F1ZV',
  address: '4 Marine Drive',
  city: 'Mumbai',
  pinCode: '400020',
  stateCode: '27',
  invoicePrefix: 'MUM',
  customerCare: { phone: '+91 22 4000 5678', email: 'care@aurelle.in' },
  grievanceOfficer: {
    name: 'Rohan Desai',
    designation: 'Head of Customer Experience',
    phone: '+91 22 4000 5699',
    email: 'grievance@aurelle.in',
  },
};

/** The demo shop's details, as a shop without its own shows them. */
export { DEMO_LEGAL_DETAILS };

/** Stores `details` as the owner's legal details, as the settings screen saves them. */
export async function storeLegalDetails(db: Db, details: LegalDetails): Promise<void> {
  await db.transaction((tx) => createSellerRepository(db).setLegalDetails(tx, details));
}
