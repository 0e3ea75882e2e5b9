/**
 * The customer `requireCustomer` has set on the request. A route that calls this without that
 * hook is a programming error, not a visitor: it fails loudly instead of serving anyone.
 */
export function signedIn<T>(customer: T | undefined): T {
  if (!customer) throw new Error('this route needs the requireCustomer hook');
  return customer;
}
