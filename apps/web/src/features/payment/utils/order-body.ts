import {
  toOrderAddress,
  type Address,
  type CartResponse,
  type CreateOrderInput,
  type PaymentMethod,
} from '@aurelle/contract';

/** Who is ordering: the signed-in customer's profile fields the order repeats (spec §7). */
export type Orderer = { user_id: string; name: string; email: string; phone: string };

export type OrderChoice = {
  cart: CartResponse;
  address: Address;
  orderer: Orderer;
  method: PaymentMethod;
  couponCode: string | null;
  /** Spec §9: the shipping option sent is the brand. */
  brand: string;
};

/**
 * The create-order body of spec §7 from what the customer sees: the cart's lines with the prices and
 * the total shown (the server refuses the order if its own figures differ, decision 0030), the
 * chosen address (its `county` quirk in `toOrderAddress`), card lines Pending and cash lines Placed
 * (spec §4), shipping cost 0 and checkout type customer.
 */
export function orderBody({ cart, address, orderer, method, couponCode, brand }: OrderChoice) {
  const person = {
    name: orderer.name,
    email: orderer.email,
    contact: orderer.phone,
    address: toOrderAddress(address),
  };
  const body: CreateOrderInput = {
    billing_info: person,
    user_info: person,
    cart: cart.cart.map((line) => ({
      product_id: line.product_id,
      name: line.name,
      title: line.name,
      sku: line.sku,
      quantity: line.quantity,
      variants: line.variant.map(({ optionValue }) => ({ optionValue })),
      orderStatus: method === 'POD' ? 'Placed' : 'Pending',
      price: line.price,
    })),
    shippingOption: brand,
    couponCode: couponCode ?? '',
    paymentMethod: method,
    status: 'Placed',
    shippingCost: 0,
    customerId: orderer.user_id,
    checkoutType: 'customer',
    total: cart.finalTotal,
  };
  return body;
}
