import { useApiMutation, useApiQuery } from '../../lib/use-api.ts';

/** The sign-in rules: which roles must set up two-factor sign-in, how long a session lasts. */
export function useSecuritySettings() {
  return useApiQuery('securitySettings', {});
}

export function useUpdateSecuritySettings() {
  return useApiMutation('updateSecuritySettings', { invalidates: ['securitySettings'] });
}

/** Where each new order is told (empty: every active owner). */
export function useOrderSettings() {
  return useApiQuery('orderSettings', {});
}

export function useUpdateOrderSettings() {
  return useApiMutation('updateOrderSettings', { invalidates: ['orderSettings'] });
}

/** The seller's legal details: name, GSTIN, address, invoice prefix, customer care. */
export function useLegalDetails() {
  return useApiQuery('legalDetails', {});
}

export function useUpdateLegalDetails() {
  return useApiMutation('updateLegalDetails', { invalidates: ['legalDetails'] });
}

/** Cash on delivery: whether the shop offers it, and the order amount it is offered under. */
export function useCashOnDelivery() {
  return useApiQuery('cashOnDeliverySettings', {});
}

export function useUpdateCashOnDelivery() {
  return useApiMutation('updateCashOnDeliverySettings', {
    invalidates: ['cashOnDeliverySettings'],
  });
}

/** The shipping charge: free (0), or a flat charge on orders under an amount. */
export function useShippingSettings() {
  return useApiQuery('shippingSettings', {});
}

export function useUpdateShippingSettings() {
  return useApiMutation('updateShippingSettings', { invalidates: ['shippingSettings'] });
}

/** The request-quote e-mail (null: the contact e-mail) and the launch countdown's date. */
export function useStorefrontSettings() {
  return useApiQuery('storefrontSettings', {});
}

export function useUpdateStorefrontSettings() {
  return useApiMutation('updateStorefrontSettings', { invalidates: ['storefrontSettings'] });
}

/** The shop's social links, one per network. */
export function useSocialLinks() {
  return useApiQuery('socialLinks', {});
}

export function useUpdateSocialLinks() {
  return useApiMutation('updateSocialLinks', { invalidates: ['socialLinks'] });
}
