/** The customer's two payment calls' paths, apart from the schemas (payment.endpoints.ts):
 * the web's payment calls need the paths, not the sandbox's schemas. */
export const paymentPaths = {
  createOrder: '/payment/create-order',
  verify: '/payment/verify-payment',
} as const;
