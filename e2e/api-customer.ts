import { expect, type APIRequestContext } from '@playwright/test';
import { addProductsTheCartTakes, DEMO_ADDRESS } from './demo-customer.mjs';
import { DEMO_API_KEY } from './fixtures.ts';

export const apiHeaders = {
  'x-api-key': DEMO_API_KEY,
  'accept-language': 'en',
  'x-currency': 'INR',
};

/** A call to the real API, expected to answer 200; its JSON. */
export async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: object,
  token?: string,
): Promise<T> {
  const res = await request.fetch(url, {
    method,
    headers: { ...apiHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(data ? { data } : {}),
  });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** A new customer's identity, unique per run. */
export function newPerson(tag: string) {
  const n = String(Date.now()).slice(-8);
  return {
    name: 'Asha Rao',
    email: `e2e-${tag}-${n}@example.com`,
    phone: `9${String(Math.floor(Math.random() * 10))}${n}`,
    countryCode: '91',
  };
}

/** Signs a customer up through the API (demo mode answers the code); the session's token. */
export async function signUpViaApi(
  request: APIRequestContext,
  person: ReturnType<typeof newPerson>,
) {
  const { otp } = await call<{ otp: string }>(request, 'POST', '/api/customer/generateOTP', {
    event: 'signup',
    ...person,
  });
  const { token } = await call<{ token: string }>(request, 'POST', '/api/customer/register', {
    ...person,
    otp,
  });
  return token;
}

/** A product as its page shows it: price, stock and the options (ring size, metal) to choose. */
export type ShopProduct = {
  _id: string;
  slug: string | null;
  name: string;
  price: number;
  stock: number;
  prices_formatted: { price: string };
  variants: {
    code: string;
    name: string;
    values: { optionValue: string; label: string; priceDelta: number }[];
  }[];
};

/** The first 60 products of the demo catalogue with their details, cheapest first. */
export async function shopProducts(request: APIRequestContext): Promise<ShopProduct[]> {
  const list = await call<{ products: { _id: string; slug: string | null }[] }>(
    request,
    'POST',
    '/api/aurelle/products?page=1&limit=60',
    {},
  );
  const details = await Promise.all(
    list.products.map((p) =>
      call<{ product: ShopProduct }>(request, 'GET', `/api/aurelle/products/${p.slug ?? p._id}`),
    ),
  );
  return details.map((d) => d.product).sort((a, b) => a.price - b.price);
}

/** A saved delivery address, added through the API; its id. */
export async function addAddressViaApi(request: APIRequestContext, token: string) {
  const saved = await call<{ address: { _id: string } }>(
    request,
    'POST',
    '/api/customer/address',
    DEMO_ADDRESS,
    token,
  );
  return saved.address._id;
}

/** A new customer signed up through the API with a saved address: who, their token, the address. */
export async function customerWithAddress(request: APIRequestContext, tag: string) {
  const person = newPerson(tag);
  const token = await signUpViaApi(request, person);
  const addressId = await addAddressViaApi(request, token);
  return { person, token, addressId };
}

/** One unit of a product offered to the cart (no option chosen): whether the cart took it. */
export async function tryAddToCart(request: APIRequestContext, token: string, productId: string) {
  const res = await request.post('/api/customer/cart', {
    headers: { ...apiHeaders, authorization: `Bearer ${token}` },
    data: { products: [{ product_id: productId, quantity: 1, variant: [] }] },
  });
  return res.ok();
}

/** One unit of the first product in stock the cart takes without an option chosen; its id. */
export async function addProductTheCartTakes(request: APIRequestContext, token: string) {
  const list = await call<{ products: { _id: string; stock: number }[] }>(
    request,
    'POST',
    '/api/aurelle/products?page=1&limit=60',
    {},
  );
  const [productId] = await addProductsTheCartTakes(list.products, 1, (id) =>
    tryAddToCart(request, token, id),
  );
  expect(productId, 'a product the cart takes').toBeDefined();
  return productId ?? '';
}

/** Units of a product put in the customer's cart through the API (no option chosen). */
export async function addToCartViaApi(
  request: APIRequestContext,
  token: string,
  productId: string,
  quantity = 1,
) {
  await call(
    request,
    'POST',
    '/api/customer/cart',
    { products: [{ product_id: productId, quantity, variant: [] }] },
    token,
  );
}

/**
 * The customer's cart sent as an order through the API (spec §7's body), as the checkout sends
 * it, to the address `addAddressViaApi` saved; `email` is the billing e-mail, `couponCode` the
 * coupon applied. The answer as it comes, refusals included.
 */
export async function postOrderViaApi(
  request: APIRequestContext,
  token: string,
  addressId: string,
  paymentMethod: 'razorpay' | 'POD',
  email = '',
  couponCode = '',
) {
  const cart = await call<{
    cart: { product_id: string; quantity: number; variant: { optionValue: string }[] }[];
  }>(request, 'GET', '/api/customer/cart', undefined, token);
  const { name, address1, country, city, state, zipCode, label, phone } = DEMO_ADDRESS;
  // spec §3 spells the order address's country `county`.
  const address = {
    _id: addressId,
    name,
    address1,
    county: country,
    city,
    state,
    zipCode,
    label,
    phone,
  };
  const who = { name, email, contact: phone, address };
  return request.post('/api/order/add', {
    headers: { ...apiHeaders, authorization: `Bearer ${token}` },
    data: {
      billing_info: who,
      user_info: who,
      cart: cart.cart.map((line) => ({
        product_id: line.product_id,
        quantity: line.quantity,
        variants: line.variant.map((v) => ({ optionValue: v.optionValue })),
        orderStatus: paymentMethod === 'POD' ? 'Placed' : 'Pending',
      })),
      shippingOption: 'aurelle',
      couponCode,
      paymentMethod,
      status: 'Placed',
      shippingCost: 0,
      customerId: '',
      checkoutType: 'customer',
    },
  });
}

/** The customer's cart ordered through the API (`postOrderViaApi`), expected to be placed. */
export async function placeOrderViaApi(
  request: APIRequestContext,
  token: string,
  addressId: string,
  paymentMethod: 'razorpay' | 'POD',
  email = '',
  couponCode = '',
) {
  const res = await postOrderViaApi(request, token, addressId, paymentMethod, email, couponCode);
  expect(res.status(), `POST /api/order/add: ${await res.text()}`).toBe(200);
  const placed = (await res.json()) as { data: { _id: string; orderNumber: string } };
  return placed.data;
}
