import {
  GST_STATES,
  type LegalDetails,
  type LegalDetailsAnswer,
  type SellerDisclosures,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../audit/audit.repository.ts';
import { auditRecorder, type BackOfficeDeps } from '../audit/back-office.ts';
import { LEGAL_SETTINGS_KEY, type SellerRepository } from './seller.repository.ts';

/** The demo shop's own details (a well-formed GSTIN of no real business), until the owner's. */
export const DEMO_LEGAL_DETAILS: LegalDetails = {
  legalName: 'Aurelle Demo Jewels Private Limited',
  gstin: '29AAGCA1234F1Z0',
  address: '12 Lavelle Road',
  city: 'Bengaluru',
  pinCode: '560001',
  stateCode: '29',
  invoicePrefix: 'AUR',
  customerCare: { phone: '+91 80 4000 1234', email: 'care@aurelle.example' },
  grievanceOfficer: {
    name: 'Kavya Menon',
    designation: 'Grievance Officer',
    phone: '+91 80 4000 1299',
    email: 'grievance@aurelle.example',
  },
};

const STATE_NAMES: ReadonlyMap<string, string> = new Map(GST_STATES);

/** The details a customer may see: no invoice prefix, the state by its name. */
function toDisclosures(details: LegalDetails): SellerDisclosures {
  const { legalName, address, city, pinCode, stateCode, gstin } = details;
  const { customerCare, grievanceOfficer } = details;
  return {
    legalName,
    address,
    city,
    pinCode,
    state: STATE_NAMES.get(stateCode) ?? stateCode,
    gstin,
    customerCare: { phone: customerCare.phone, email: customerCare.email },
    grievanceOfficer: {
      name: grievanceOfficer.name,
      designation: grievanceOfficer.designation,
      phone: grievanceOfficer.phone,
      email: grievanceOfficer.email,
    },
  };
}

/**
 * The seller's legal details, one row of the back office's settings: what its invoices print and
 * the shop discloses. A demo shop has the demo's until the owner sets its own; a production shop
 * has none until then.
 */
export function createSeller({
  db,
  repo,
  audit,
  clock,
  demo,
}: BackOfficeDeps<SellerRepository> & {
  /** Not production: the demo's details stand in until set. */
  demo: boolean;
}) {
  const record = auditRecorder({ audit, clock });
  async function answer(tx: Db = db): Promise<LegalDetailsAnswer> {
    const details = await repo.legalDetails(tx);
    if (details) return { details, demo: false };
    return demo ? { details: DEMO_LEGAL_DETAILS, demo: true } : { details: null, demo: false };
  }

  return {
    answer,

    /** The details to print and show, or null while a production shop has none. */
    details: async () => (await answer()).details,

    /**
     * The shop's one contact, as the footer and customer care show it: customer care's phone and
     * e-mail and the seller's address; null while a production shop has no details.
     */
    async contact(): Promise<{ phone: string; email: string; address: string } | null> {
      const details = (await answer()).details;
      if (!details) return null;
      const { address, city, pinCode, stateCode, customerCare } = details;
      const state = STATE_NAMES.get(stateCode) ?? stateCode;
      return {
        phone: customerCare.phone,
        email: customerCare.email,
        address: `${address}, ${city} ${pinCode}, ${state}`,
      };
    },

    /** What the shop shows of them, or null while a production shop has none. */
    async disclosures(): Promise<SellerDisclosures | null> {
      const details = (await answer()).details;
      return details ? toDisclosures(details) : null;
    },

    async set(actor: Actor, details: LegalDetails): Promise<LegalDetailsAnswer> {
      return db.transaction(async (tx) => {
        const before = await repo.legalDetails(tx);
        await repo.setLegalDetails(tx, details);
        // The shop's disclosures are kept in the response cache under the `catalog` counter.
        await record(tx, actor, {
          action: 'settings.updated',
          entityType: 'settings',
          entityId: LEGAL_SETTINGS_KEY,
          changes: { legal: { before, after: details } },
        });
        return answer(tx);
      });
    },
  };
}

export type Seller = ReturnType<typeof createSeller>;
