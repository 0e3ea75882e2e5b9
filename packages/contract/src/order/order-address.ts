import type { Address } from '../address/address.schema.ts';
import type { CreateOrderInput } from './order.schema.ts';

export type OrderAddressInput = CreateOrderInput['billing_info']['address'];

/**
 * A saved address as the create-order body carries it (spec §7). The one place the spec's quirk
 * lives: the order payload spells the country field `county` (spec §3).
 */
export function toOrderAddress(address: Address): OrderAddressInput {
  return {
    _id: address._id,
    name: address.name,
    phone: address.phone,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    state: address.state,
    county: address.country,
    zipCode: address.zipCode,
    label: address.label,
  };
}
