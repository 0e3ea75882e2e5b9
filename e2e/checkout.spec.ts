import type { APIRequestContext, Page } from '@playwright/test';
import {
  addToCartViaApi,
  call,
  customerWithAddress,
  newPerson,
  shopProducts,
  signUpViaApi,
  type ShopProduct,
} from './api-customer.ts';
import { expect, test } from './fixtures.ts';
import { AuthDrawer } from './pages/auth-drawer.ts';
import { CartDrawer, money, shot } from './pages/cart-drawer.ts';
import { acceptCookies } from './pages/shell.ts';

// Whole journeys through a real server (sign-up, cart, checkout, payment): more than 30 s.
test.setTimeout(120_000);

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

/** Spec §4 cash on delivery: offered only for orders under ₹2,00,000 (the legal cap). */
const CASH_CAP = 200_000;

/** The demo catalogue's products for these journeys, read from the API (never hard-coded). */
async function products(request: APIRequestContext) {
  const all = (await shopProducts(request)).filter((p) => p.slug && p.stock >= 5);
  const withOptions = all.filter((p) => p.variants.length > 0 && p.price < CASH_CAP);
  const plain = all.filter((p) => p.variants.length === 0);
  const cheapPlain = plain.filter((p) => p.price < CASH_CAP);
  const dearPlain = plain.filter((p) => p.price >= CASH_CAP);
  const pick = (list: ShopProduct[], index: number, what: string) => {
    const product = list[index % Math.max(list.length, 1)];
    if (!product) throw new Error(`no ${what} in stock in the demo catalogue`);
    return product;
  };
  return {
    withOptions: (i: number) => pick(withOptions, i, 'product with options under ₹2,00,000'),
    cheapPlain: (i: number) => pick(cheapPlain, i, 'product without options under ₹2,00,000'),
    dearPlain: (i: number) => pick(dearPlain, i, 'product of ₹2,00,000 or more'),
  };
}

const productPath = (product: ShopProduct) => `/product/${product.slug ?? product._id}`;

/**
 * Chooses the last value of the product's first option that is in stock with the others as the
 * page chose them (the demo has sizes sold out); the chosen option.
 */
async function chooseOption(page: Page, product: ShopProduct) {
  const [option] = product.variants;
  if (!option) throw new Error(`${product.name} has no option to choose`);
  const group = page.getByRole('group', { name: option.name });
  await expect(group.locator('label').first()).toBeVisible();
  for (const value of [...option.values].reverse()) {
    // The radio is visually hidden inside its chip: the customer clicks the chip (its label).
    const chip = group.locator('label').filter({ hasText: value.label });
    if ((await chip.getAttribute('data-sold-out')) === 'true') continue;
    await chip.click();
    const escaped = value.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(group.getByRole('radio', { name: new RegExp(`^${escaped}`) })).toBeChecked();
    return { name: option.name, label: value.label, optionValue: value.optionValue };
  }
  throw new Error(`${product.name} has no ${option.name} in stock`);
}

/** Add to cart on the product page shown, and its toast. */
async function addFromProductPage(page: Page) {
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText('Added to cart successfully.').last()).toBeVisible();
}

async function logInThroughDrawer(page: Page, email: string) {
  const auth = new AuthDrawer(page);
  await expect(auth.dialog.getByRole('tab', { name: 'Log in' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await auth.field(/^E-mail/).fill(email);
  await auth.proceed();
  await auth.enterCode(await auth.demoCode());
  await auth.submitCode();
}

/** The customer's orders as the API answers them (number, totals), newest first. */
async function ordersOf(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('user'));
  const { orders } = await call<{
    orders: {
      _id: string;
      orderNumber: string;
      paymentMethod: string;
      discount: number;
      couponCode: string | null;
    }[];
  }>(request, 'GET', '/api/order/?page=1&limit=10', undefined, token ?? '');
  return orders;
}

test('signs up, fills the cart from product pages, is refused three coupons, applies one, pays by card', async ({
  page,
  request,
  consoleErrors,
}) => {
  const catalogue = await products(request);
  const ring = catalogue.withOptions(0);
  const plain = catalogue.cheapPlain(0);
  const person = newPerson('checkout');
  const auth = new AuthDrawer(page);
  const cart = new CartDrawer(page);
  let chosen = { name: '', label: '', optionValue: '' };

  await test.step('signs up in the auth drawer, skipping the address for now', async () => {
    await page.goto('/signup');
    await auth.field(/^Name/).fill(person.name);
    await auth.field(/^Phone/).fill(person.phone);
    await auth.field(/^E-mail/).fill(person.email);
    await auth.proceed();
    await auth.enterCode(await auth.demoCode());
    await auth.submitCode();
    await expect(page.getByText('Signup Successful')).toBeVisible();
    await expect(
      auth.dialog.getByRole('heading', { name: 'Where shall we deliver?' }),
    ).toBeVisible();
    await auth.dialog.getByRole('button', { name: 'Skip for now' }).click();
    await auth.dialog.getByRole('button', { name: 'Explore Aurelle' }).click();
    await expect(page).toHaveURL(/\/shop\/opus/);
  });

  await test.step('adds a product with an option chosen on its page, then a plain product', async () => {
    await page.goto(productPath(ring));
    chosen = await chooseOption(page, ring);
    await addFromProductPage(page);
    await expect(cart.badge).toHaveText('1');
    await page.goto(productPath(plain));
    await addFromProductPage(page);
    await expect(cart.badge).toHaveText('2');
    await expect(cart.headerButton).toHaveAccessibleName('Cart, 2 items');
  });

  let cartTotal = 0;
  await test.step('the cart step lists both lines, the option and the total', async () => {
    await cart.open();
    await cart.expectStep('Your cart');
    await expect(cart.lines()).toHaveCount(2);
    await expect(cart.line(ring.name)).toContainText(`${chosen.name}: ${chosen.label}`);
    await expect(cart.line(ring.name).getByTestId('line-quantity')).toHaveText('1');
    const delta = ring.variants[0]?.values.at(-1)?.priceDelta ?? 0;
    cartTotal = ring.price + delta + plain.price;
    expect(money(await cart.total('Total').textContent())).toBe(cartTotal);
    expect(await cart.seriousViolations()).toEqual([]);
    await shot(page, 'cart');
  });

  await test.step('checkout: no saved address, so the form is open; the new one is chosen', async () => {
    await cart.checkout();
    await expect(cart.dialog.getByRole('button', { name: 'Back', exact: true })).toBeVisible();
    await expect(cart.dialog.getByRole('heading', { name: /^Delivering to/ })).toBeVisible();
    await expect(cart.proceedButton()).toBeDisabled();
    await expect(cart.dialog.getByText('Choose where to deliver to continue.')).toBeVisible();
    // Spec §2, §9: 14 days from today, ordinal day and short month ('9th Dec').
    await expect(
      cart.dialog.getByText(/^Expected delivery by \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2}$/),
    ).toHaveCount(2);
    await cart.addAddress({
      name: 'Asha Rao',
      phone: '9876543210',
      address1: '12 Marine Drive',
      country: 'India',
      state: 'Maharashtra',
      city: 'Mumbai',
      zipCode: '400001',
    });
    await expect(page.getByText('Address added successfully.')).toBeVisible();
    await expect(cart.addresses()).toHaveCount(1);
    await expect(cart.addresses().first()).toHaveAttribute('aria-pressed', 'true');
    await expect(cart.addresses().first()).toContainText('12 Marine Drive');
    await expect(cart.proceedButton()).toBeEnabled();
    expect(money(await cart.total('Cart Total').textContent())).toBe(cartTotal);
    expect(money(await cart.orderTotal().textContent())).toBe(cartTotal);
    await expect(cart.savings()).toBeHidden();
    expect(await cart.seriousViolations()).toEqual([]);
    await shot(page, 'checkout');
  });

  await test.step('unselecting the address reopens the list and blocks payment', async () => {
    await cart.addresses().first().click();
    await expect(cart.addresses().first()).toHaveAttribute('aria-pressed', 'false');
    await expect(cart.proceedButton()).toBeDisabled();
    await expect(cart.dialog.getByRole('button', { name: 'Add a new address' })).toBeVisible();
    await cart.addresses().first().click();
    await expect(cart.addresses().first()).toHaveAttribute('aria-pressed', 'true');
    await expect(cart.dialog.getByRole('button', { name: 'Deliver elsewhere' })).toBeVisible();
    await expect(cart.proceedButton()).toBeEnabled();
  });

  await test.step('coupons refused in turn with the spec §5 messages', async () => {
    await cart.openCoupons();
    await expect(cart.coupon('AURELLE10')).toHaveAttribute('aria-pressed', 'false');
    await shot(page, 'coupons');
    // A code typed by hand is checked like one chosen from the list.
    await cart.enterCouponCode('DIWALI15');
    await expect(page.getByText('Sorry! This coupon has expired')).toBeVisible();
    await cart.coupon('SOLITAIRE50K').click();
    await expect(
      page.getByText('Oops! This coupon is valid on shopping of ₹ 10,00,000.00 or More'),
    ).toBeVisible();
    await cart.coupon('FIRSTLIGHT20').click();
    await expect(page.getByText('Uh oh! This coupon is no longer available')).toBeVisible();
    for (const code of ['DIWALI15', 'SOLITAIRE50K', 'FIRSTLIGHT20']) {
      await expect(cart.coupon(code)).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(cart.savings()).toBeHidden();
    expect(money(await cart.orderTotal().textContent())).toBe(cartTotal);
  });

  // AURELLE10: 10% off, up to ₹15,000 (the demo seed).
  const discount = Math.min(Math.round(cartTotal * 10) / 100, 15_000);
  await test.step('AURELLE10 applies: Coupon savings appear and the Order Total drops', async () => {
    await cart.coupon('AURELLE10').click();
    await expect(cart.coupon('AURELLE10')).toHaveAttribute('aria-pressed', 'true');
    await expect(cart.coupon('AURELLE10')).toContainText('Applied');
    await expect(cart.savings()).toBeVisible();
    expect(money(await cart.savings().textContent())).toBe(discount);
    await expect
      .poll(async () => money(await cart.orderTotal().textContent()))
      .toBe(cartTotal - discount);
    await expect(cart.couponToggle()).toContainText('AURELLE10');
  });

  await test.step('toggling the applied coupon clears it; toggling again applies it', async () => {
    await cart.coupon('AURELLE10').click();
    await expect(cart.coupon('AURELLE10')).toHaveAttribute('aria-pressed', 'false');
    await expect(cart.savings()).toBeHidden();
    await expect.poll(async () => money(await cart.orderTotal().textContent())).toBe(cartTotal);
    await cart.coupon('AURELLE10').click();
    await expect(cart.coupon('AURELLE10')).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => money(await cart.orderTotal().textContent()))
      .toBe(cartTotal - discount);
  });

  await test.step('payment: card by default; Place Order waits for the terms', async () => {
    await cart.proceed();
    await expect(cart.card()).toBeChecked();
    await expect(cart.cash()).toBeEnabled();
    await expect(cart.terms()).not.toBeChecked();
    await expect(cart.placeOrderButton()).toBeDisabled();
    expect(money(await cart.orderTotal().textContent())).toBe(cartTotal - discount);
    await expect(cart.savings()).toBeVisible();
    expect(await cart.seriousViolations()).toEqual([]);
    await shot(page, 'payment');
  });

  await test.step('pays in the sandbox and lands on /orders', async () => {
    await cart.terms().check();
    await cart.placeOrder();
    await expect(cart.sandbox).toBeVisible();
    await expect(cart.sandbox.getByRole('button', { name: /^Pay / })).toContainText(
      (cartTotal - discount).toLocaleString('en-IN'),
    );
    await cart.payInSandbox();
    await expect(page.getByText('Order placed successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(cart.dialog).toBeHidden();
  });

  await test.step('/orders shows that order, with its discount', async () => {
    const [placed, ...others] = await ordersOf(page, request);
    expect(others).toEqual([]);
    expect(placed).toMatchObject({ discount, couponCode: 'AURELLE10', paymentMethod: 'razorpay' });
    await expect(page.getByText('One order', { exact: true })).toBeVisible();
    const order = page.getByRole('article', { name: `Order ${placed?.orderNumber ?? ''}` });
    await expect(order).toBeVisible();
    await expect(order).toContainText(ring.name);
    await expect(order).toContainText(chosen.optionValue);
    await expect(order).toContainText(plain.name);
    await expect(order).toContainText('Card, UPI or net banking');
    const savings = order
      .locator('div')
      .filter({ has: page.getByText('Coupon savings') })
      .last();
    expect(money(await savings.locator('dd').textContent())).toBe(discount);
    const total = order
      .locator('div')
      .filter({ has: page.getByText('Order Total') })
      .last();
    expect(money(await total.locator('dd').textContent())).toBe(cartTotal - discount);
    await expect(cart.badge).toBeHidden();
  });
  // The refresh after the order asks for the emptied cart without the coupon: no refused call.
  expect(consoleErrors).toEqual([]);
});

test('logs in again through the auth drawer and pays cash on delivery; the cart is then empty', async ({
  page,
  request,
}) => {
  const product = (await products(request)).cheapPlain(1);
  const { person } = await customerWithAddress(request, 'cash');
  const cart = new CartDrawer(page);

  await test.step('logs in with the code', async () => {
    await page.goto('/login');
    await logInThroughDrawer(page, person.email);
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(new AuthDrawer(page).dialog).toBeHidden();
  });

  await test.step('adds a product under ₹2,00,000 and goes to payment', async () => {
    await page.goto(productPath(product));
    await addFromProductPage(page);
    await expect(cart.badge).toHaveText('1');
    await cart.open();
    await expect(cart.line(product.name)).toBeVisible();
    await cart.checkout();
    // The saved address is chosen by default.
    await expect(cart.addresses()).toHaveCount(1);
    await expect(cart.addresses().first()).toHaveAttribute('aria-pressed', 'true');
    await expect(cart.addresses().first()).toContainText('12 MG Road');
    await cart.proceed();
  });

  await test.step('cash on delivery: placed, /orders, the drawer closed', async () => {
    await expect(cart.cash()).toBeEnabled();
    await cart.cash().check();
    await expect(cart.cash()).toBeChecked();
    await cart.terms().check();
    await cart.placeOrder();
    await expect(page.getByText('Order placed successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(cart.dialog).toBeHidden();
  });

  await test.step('/orders lists the cash order', async () => {
    const [placed] = await ordersOf(page, request);
    expect(placed?.paymentMethod).toBe('POD');
    const order = page.getByRole('article', { name: `Order ${placed?.orderNumber ?? ''}` });
    await expect(order).toBeVisible();
    await expect(order).toContainText(product.name);
    await expect(order).toContainText('Cash on delivery');
    await expect(order).toContainText(product.prices_formatted.price);
  });

  await test.step('the cart is empty afterwards', async () => {
    await expect(cart.badge).toBeHidden();
    await cart.open();
    await cart.expectStep('Your cart');
    await expect(cart.emptyState()).toBeVisible();
    await expect(cart.lines()).toHaveCount(0);
  });
});

test('a dismissed card payment keeps the order; paying again places exactly one', async ({
  page,
  request,
}) => {
  const product = (await products(request)).dearPlain(0);
  const { token } = await customerWithAddress(request, 'dismiss');
  await addToCartViaApi(request, token, product._id);
  await page.addInitScript((value) => localStorage.setItem('user', value), token);
  const cart = new CartDrawer(page);

  await test.step('the back arrow goes payment → checkout → cart; closing resets the step', async () => {
    await page.goto('/');
    await cart.open();
    await expect(cart.lines()).toHaveCount(1);
    await cart.checkout();
    await cart.proceed();
    await cart.back();
    await cart.expectStep('Checkout');
    await cart.back();
    await cart.expectStep('Your cart');
    await cart.checkout();
    await cart.close();
    await cart.open();
    await cart.expectStep('Your cart');
    await cart.checkout();
    await cart.proceed();
  });

  await test.step('over ₹2,00,000 cash on delivery is refused with the reason', async () => {
    await expect(cart.card()).toBeChecked();
    await expect(cart.cash()).toBeDisabled();
    await expect(
      cart.dialog.getByText('Cash on delivery is available only for orders under ₹2,00,000.'),
    ).toBeVisible();
  });

  let kept = '';
  await test.step('Cancel in the sandbox: the toast, and still on the payment step', async () => {
    await cart.terms().check();
    await cart.placeOrder();
    await expect(cart.sandbox).toBeVisible();
    await cart.sandbox.getByRole('button', { name: 'Cancel' }).click();
    await expect(cart.sandbox).toBeHidden();
    await expect(
      page.getByText('The payment was not completed. Your order is kept: you can pay again.'),
    ).toBeVisible();
    await cart.expectStep('Payment');
    await expect(cart.placeOrderButton()).toBeEnabled();
    const orders = await ordersOf(page, request);
    expect(orders).toHaveLength(1);
    kept = orders[0]?._id ?? '';
  });

  await test.step('Place Order again reuses the order: pay, /orders shows one order', async () => {
    await cart.placeOrder();
    await cart.payInSandbox();
    await expect(page.getByText('Order placed successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(cart.dialog).toBeHidden();
    const orders = await ordersOf(page, request);
    expect(orders.map((order) => order._id)).toEqual([kept]);
    await expect(page.getByText('One order', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(
      page.getByRole('article', { name: `Order ${orders[0]?.orderNumber ?? ''}` }),
    ).toContainText(product.name);
  });
});

test('the wishlist round trip: save in a size, see it in the drawer, add it to the cart in that size, remove it', async ({
  page,
  request,
}) => {
  const product = (await products(request)).withOptions(2);
  const token = await signUpViaApi(request, newPerson('wish'));
  await page.addInitScript((value) => localStorage.setItem('user', value), token);
  const cart = new CartDrawer(page);
  const header = page.locator('header').first();
  const wishlistBadge = header.getByTestId('wishlist-badge');
  const wishlist = page.getByRole('dialog', { name: 'Wishlist' });

  let size = { name: '', label: '', optionValue: '' };
  let price = '';
  await test.step('the heart on the product page saves it in the chosen size: badge 1', async () => {
    await page.goto(productPath(product));
    await expect(wishlistBadge).toBeHidden();
    size = await chooseOption(page, product);
    // The product's own price comes first: the related row below carries prices too.
    price = (await page.getByTestId('price').first().textContent()) ?? '';
    await page.getByRole('button', { name: 'Add to wishlist', exact: true }).click();
    await expect(page.getByText('Saved to your wishlist.')).toBeVisible();
    await expect(wishlistBadge).toHaveText('1');
    await expect(cart.badge).toBeHidden();
  });

  await test.step('the wishlist drawer shows it with its size, stock, price and actions', async () => {
    await header.getByRole('button', { name: 'Wishlist, 1 piece' }).click();
    await expect(wishlist).toBeVisible();
    const row = wishlist.getByRole('listitem').filter({ hasText: product.name });
    await expect(row.getByRole('heading', { name: product.name })).toBeVisible();
    await expect(row).toContainText(`${size.name}: ${size.label}`);
    await expect(row).toContainText(price);
    await expect(row).toContainText(/In stock · (\d+|99\+) available/);
    await expect(row.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      productPath(product),
    );
    expect(await new CartDrawer(page).seriousViolations()).toEqual([]);
  });

  await test.step('Add to cart: the cart badge goes up, with the saved size', async () => {
    await wishlist.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to cart successfully.')).toBeVisible();
    await expect(cart.badge).toHaveText('1');
    const { cart: lines } = await call<{ cart: { variant: { optionValue: string }[] }[] }>(
      request,
      'GET',
      '/api/customer/cart',
      undefined,
      token,
    );
    expect(lines.map((line) => line.variant[0]?.optionValue)).toEqual([size.optionValue]);
  });

  await test.step('remove from the wishlist: the empty state', async () => {
    await wishlist.getByRole('button', { name: `Remove ${product.name} from wishlist` }).click();
    await expect(page.getByText('Removed from your wishlist.')).toBeVisible();
    await expect(
      wishlist.getByText(
        'Nothing here yet. Take a look at our latest creations and make them yours.',
      ),
    ).toBeVisible();
    await expect(wishlistBadge).toBeHidden();
    await expect(cart.badge).toHaveText('1');
  });
});

test('buy now while logged out: login opens the cart on its checkout step; the order is placed', async ({
  page,
  request,
}) => {
  const product = (await products(request)).withOptions(1);
  const { person } = await customerWithAddress(request, 'buynow-checkout');
  const cart = new CartDrawer(page);

  let chosen = { name: '', label: '', optionValue: '' };
  await test.step('Buy now asks to log in; the code logs in', async () => {
    await page.goto(productPath(product));
    chosen = await chooseOption(page, product);
    await page.getByRole('button', { name: 'Buy now' }).click();
    await logInThroughDrawer(page, person.email);
    await expect(page.getByText('Added to cart successfully.')).toBeVisible();
  });

  await test.step('the cart drawer opens on Checkout with the product and its option', async () => {
    await cart.expectStep('Checkout');
    await expect(cart.dialog.getByText(product.name)).toBeVisible();
    await expect(cart.dialog).toContainText(`${chosen.name}: ${chosen.label}`);
    await expect(cart.addresses().first()).toHaveAttribute('aria-pressed', 'true');
    await cart.proceed();
  });

  await test.step('a cash order: /orders lists it', async () => {
    await cart.cash().check();
    await cart.terms().check();
    await cart.placeOrder();
    await expect(page.getByText('Order placed successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);
    const [placed] = await ordersOf(page, request);
    const order = page.getByRole('article', { name: `Order ${placed?.orderNumber ?? ''}` });
    await expect(order).toContainText(product.name);
    await expect(order).toContainText(chosen.optionValue);
    await expect(order).toContainText('Cash on delivery');
  });
});
