import * as z from 'zod/mini';

const contact = z.object({ phone: z.string(), email: z.string() });

/**
 * What the shop discloses of its seller (Consumer Protection (E-Commerce) Rules, 2020): legal
 * name, address, GSTIN, customer care and the grievance officer. `state` is the state's name; the
 * back office's invoice prefix and state code stay out.
 */
export const sellerDisclosuresSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  city: z.string(),
  pinCode: z.string(),
  state: z.string(),
  gstin: z.string(),
  customerCare: contact,
  grievanceOfficer: z.object({ name: z.string(), designation: z.string(), ...contact.shape }),
});

/** GET /setting/seller: `data` is null while a production shop's owner has not set the details. */
export const sellerResponseSchema = z.object({ data: z.nullable(sellerDisclosuresSchema) });

export type SellerDisclosures = z.infer<typeof sellerDisclosuresSchema>;
export type SellerResponse = z.infer<typeof sellerResponseSchema>;
