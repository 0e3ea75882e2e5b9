import { count, eq } from 'drizzle-orm';
import type { CreateOrderInput } from '@aurelle/contract';
import type { Db } from '../src/db/client.ts';
import { cartLines, couponUses, orderLines, orders, products } from '../src/db/schema/index.ts';
import type { TestApp } from './build-test-app.ts';
import {
  createAddress,
  createCategory,
  createCustomerWithToken,
  createProduct,
  setSiteSettings,
} from './factories.ts';

/**
 * A signed-in customer with a saved address and `quantity` of `productId` in the cart, in the
 * options `variant` names (none by default).
 */
export async function customerWithCart(
  t: TestApp,
  productId: string,
  quantity = 1,
  variant: { optionValue: string }[] = [],
) {
  const signedIn = await createCustomerWithToken(t.db, t.env);
  const address = await createAddress(t.db, signedIn.customer.id);
  const res = await postAs(t, signedIn.authorization, '/api/customer/cart', {
    products: [{ product_id: productId, quantity, variant }],
  });
  if (res.statusCode !== 200) throw new Error(`cart add failed: ${res.body}`);
  return { ...signedIn, address };
}

/** The create-order body of spec §7 for a cart of one product. */
export function orderBody(
  addressId: string,
  lines: { product_id: string; quantity: number; variants?: { optionValue: string }[] }[],
  extra: Partial<CreateOrderInput> = {},
): CreateOrderInput {
  const address = {
    _id: addressId,
    name: 'Asha Rao',
    address1: '12 MG Road',
    county: 'India',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560001',
    label: 'Home',
    phone: '9876543210',
  };
  const person = { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210', address };
  return {
    billing_info: person,
    user_info: person,
    cart: lines.map((l) => ({ ...l, variants: l.variants ?? [], orderStatus: 'Pending' })),
    shippingOption: 'aurelle',
    couponCode: '',
    paymentMethod: 'POD',
    status: 'Placed',
    shippingCost: 0,
    customerId: '',
    checkoutType: 'customer',
    ...extra,
  };
}

/** A signed-in customer's POST: the storefront key, their bearer `authorization`, `headers`. */
export function postAs(
  t: TestApp,
  authorization: string,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...t.headers, authorization, ...headers },
    payload,
  });
}

export const placeOrder = (
  t: TestApp,
  authorization: string,
  body: CreateOrderInput,
  headers: Record<string, string> = {},
) => postAs(t, authorization, '/api/order/add', body, headers);

/** Places the order of `lines` as a customer from `customerWithCart`, to its saved address. */
export function placeOrderAs(
  t: TestApp,
  customer: { authorization: string; address: { id: string } },
  lines: Parameters<typeof orderBody>[1],
  extra: Partial<CreateOrderInput> = {},
  headers: Record<string, string> = {},
) {
  return placeOrder(
    t,
    customer.authorization,
    orderBody(customer.address.id, lines, extra),
    headers,
  );
}

/** `customer` (from `customerWithCart`) orders one of `productId` by card; answers the order id. */
export async function placeCardOrder(
  t: TestApp,
  customer: { authorization: string; address: { id: string } },
  productId: string,
  extra: Partial<CreateOrderInput> = {},
) {
  const placed = await placeOrderAs(t, customer, [{ product_id: productId, quantity: 1 }], {
    paymentMethod: 'razorpay',
    ...extra,
  });
  if (placed.statusCode !== 200)
    throw new Error(`order refused: ${placed.statusCode} ${placed.body}`);
  return placed.json<{ data: { _id: string } }>().data._id;
}

/** The checkout's call for the payment provider's order of `orderId`. */
export const createPaymentOrder = (
  t: TestApp,
  authorization: string,
  orderId: string,
  headers: Record<string, string> = {},
) => postAs(t, authorization, '/api/payment/create-order', { orderId }, headers);

/** A product to order, with cash on delivery on. */
export async function orderableProduct(db: Db, input: { stock?: number; price?: number } = {}) {
  await setSiteSettings(db, { pod_status: true });
  const category = await createCategory(db);
  return createProduct(db, {
    categoryId: category.id,
    stock: input.stock ?? 5,
    price: input.price ?? 100_000,
    images: ['/media/ring.svg'],
  });
}

/** Row counts that a refused order must leave as they were. */
export async function counts(db: Db, productId: string) {
  const [o] = await db.select({ n: count() }).from(orders);
  const [l] = await db.select({ n: count() }).from(orderLines);
  const [u] = await db.select({ n: count() }).from(couponUses);
  const [c] = await db.select({ n: count() }).from(cartLines);
  const [p] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return { orders: o?.n, lines: l?.n, couponUses: u?.n, cartLines: c?.n, stock: p?.stock };
}
