/** The delivery address's fields an invoice prints (never the recipient's phone). */
const INVOICE_ADDRESS_FIELDS = [
  'name',
  'address1',
  'address2',
  'city',
  'state',
  'country',
  'zipCode',
] as const;
/** The place of supply: all an invoice under the threshold needs. */
const PLACE_OF_SUPPLY_FIELDS = ['state', 'country'] as const;

const pick = (from: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((field) => field in from).map((field) => [field, from[field]]));

/**
 * An order's `user_info` or `billing_info` once its customer is erased: never their e-mail or
 * phone; their name and the delivery address when the invoice must name them, else the state and
 * country alone.
 */
export function redactOrderPerson(
  info: Record<string, unknown>,
  namesRecipient: boolean,
): Record<string, unknown> {
  const address =
    typeof info.address === 'object' && info.address !== null
      ? (info.address as Record<string, unknown>)
      : {};
  if (!namesRecipient) return { address: pick(address, PLACE_OF_SUPPLY_FIELDS) };
  return {
    ...('name' in info ? { name: info.name } : {}),
    address: pick(address, INVOICE_ADDRESS_FIELDS),
  };
}

/** Keys of an order event's data that name a person's contact (an e-mail's `to`). */
export const CONTACT_EVENT_KEYS = ['to', 'email', 'phone', 'contact'] as const;
