import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  addAddressViaApi,
  addProductTheCartTakes,
  apiHeaders,
  call,
  newPerson,
  placeOrderViaApi,
  signUpViaApi,
} from './api-customer.ts';
import { expect, test } from './fixtures.ts';
import { AuthDrawer } from './pages/auth-drawer.ts';

// Whole journeys through a real server on a loaded machine: more than the default 30 s.
test.setTimeout(120_000);

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL ?? '' }]);
});

const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();

test('signs up with the code from the API, adds an address with country, state and city', async ({
  page,
  consoleErrors,
}) => {
  const person = newPerson('signup');
  const drawer = new AuthDrawer(page);
  await page.goto('/signup');
  await expect(drawer.dialog.getByRole('tab', { name: 'Sign up' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await test.step('the §5 messages, all at once on Proceed', async () => {
    await drawer.proceed();
    await expect(drawer.dialog.getByText('Name is required!')).toBeVisible();
    await expect(drawer.dialog.getByText('Phone number is required!')).toBeVisible();
    await expect(drawer.dialog.getByText('email is required!')).toBeVisible();
    expect((await axe(page)).violations).toEqual([]);
  });

  await test.step('name, phone and e-mail, then the code', async () => {
    await drawer.field(/^Name/).fill(person.name);
    await drawer.field(/^Phone/).fill(person.phone);
    await drawer.field(/^E-mail/).fill(person.email);
    await drawer.proceed();
    const code = await drawer.demoCode();
    await expect(drawer.dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await drawer.enterCode(code);
    await drawer.submitCode();
    await expect(page.getByText('Signup Successful')).toBeVisible();
  });

  await test.step('the address tab: country, state and city from the location lists', async () => {
    await expect(
      drawer.dialog.getByRole('heading', { name: 'Where shall we deliver?' }),
    ).toBeVisible();
    await drawer.field(/^Name/).fill('Asha Rao');
    await drawer.field(/^Phone number/).fill('9876543210');
    await drawer.field(/^Address 1/).fill('12 Marine Drive');
    await drawer.choose(/^Country/, 'India');
    await drawer.choose(/^State/, 'Maharashtra');
    await drawer.choose(/^City/, 'Mumbai');
    await drawer.field(/^Pin code/).fill('400001');
    await drawer.dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Address added successfully.')).toBeVisible();
  });

  await test.step('success, and the header greets the customer', async () => {
    await expect(drawer.dialog.getByRole('heading', { name: "You're in" })).toBeVisible();
    await expect(drawer.dialog.getByText('A world crafted around your story awaits')).toBeVisible();
    await drawer.dialog.getByRole('button', { name: 'Explore Aurelle' }).click();
    await expect(page).toHaveURL(/\/shop\/opus/);
    await expect(page.getByRole('link', { name: /Asha/ }).first()).toBeVisible();
  });
  expect(consoleErrors).toEqual([]);
});

test('logs out, logs in by e-mail after a wrong code, and counts down before a resend', async ({
  page,
  request,
}) => {
  const person = newPerson('login');
  await signUpViaApi(request, person);
  const drawer = new AuthDrawer(page);
  await page.clock.install();
  await page.goto('/login');
  await drawer.field(/^E-mail/).fill(person.email);
  await drawer.proceed();
  const code = await drawer.demoCode();

  await test.step('a wrong code is refused beside the boxes', async () => {
    await drawer.enterCode(code === '1111' ? '2222' : '1111');
    await drawer.submitCode();
    await expect(drawer.dialog.getByText('This code is not correct.')).toBeVisible();
  });

  await test.step("resend waits 60 s, then clears the code; the server's own wait is shown", async () => {
    const resend = drawer.dialog.getByRole('button', { name: /Resend code/ });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/Resend code in \d+ s/);
    await drawer.enterCode('12');
    await page.clock.fastForward('01:01');
    await expect(resend).toHaveText('Resend code');
    await expect(resend).toBeEnabled();
    await expect(drawer.dialog.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveValue('');
    // The page's clock ran ahead; the server's did not: it answers 429 with the seconds left.
    await resend.click();
    await expect(
      drawer.dialog.getByText(/Please wait \d+ seconds before requesting a new code\./),
    ).toBeVisible();
  });

  await test.step('the code logs in; the drawer closes', async () => {
    await drawer.enterCode(code);
    await drawer.submitCode();
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(drawer.dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeTruthy();
  });

  await test.step('log out from the profile ends the session', async () => {
    await page.goto('/profile');
    const token = await page.evaluate(() => localStorage.getItem('user'));
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    const after = await request.get('/api/customer/profile', {
      headers: { ...apiHeaders, authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
  });
});

test('buy now while logged out is added to the cart after login, which opens on checkout', async ({
  page,
  request,
}) => {
  const person = newPerson('buynow');
  await signUpViaApi(request, person);
  const list = await call<{ products: { slug: string; name: string; stock: number }[] }>(
    request,
    'POST',
    '/api/aurelle/products?page=1&limit=10',
    {},
  );
  const product = list.products.find((p) => p.stock > 0);
  if (!product) throw new Error('no product in stock in the demo catalogue');
  const drawer = new AuthDrawer(page);
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(drawer.dialog.getByRole('tab', { name: 'Log in' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await drawer.field(/^E-mail/).fill(person.email);
  await drawer.proceed();
  await drawer.enterCode(await drawer.demoCode());
  await drawer.submitCode();
  await expect(page.getByText('Added to cart successfully.')).toBeVisible();
  // Spec §4: buy now goes on to the cart drawer's checkout step.
  const cart = page.getByRole('dialog', { name: 'Checkout' });
  await expect(cart).toBeVisible();
  await expect(cart.getByText(product.name).first()).toBeVisible();
});

test('profile: add, edit and delete an address; the orders placed are listed', async ({
  page,
  request,
}) => {
  const person = newPerson('profile');
  const token = await signUpViaApi(request, person);
  await page.addInitScript((value) => localStorage.setItem('user', value), token);

  await test.step('add an address', async () => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();
    await expect(page.getByText('No saved address yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add an address' }).click();
    const form = page.locator('form').filter({ has: page.getByLabel(/^Pin code/) });
    await form.getByLabel(/^Name/).fill('Asha Rao');
    await form.getByLabel(/^Phone number/).fill('9876543210');
    await form.getByLabel(/^Address 1/).fill('12 MG Road');
    for (const [label, option] of [
      [/^Country/, 'India'],
      [/^State/, 'Karnataka'],
      [/^City/, 'Bengaluru'],
    ] as const) {
      const input = form.getByRole('combobox', { name: label });
      await input.click();
      await input.fill(option);
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    await form.getByLabel(/^Pin code/).fill('560001');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Address added successfully.')).toBeVisible();
    await expect(page.getByText('12 MG Road')).toBeVisible();
  });

  await test.step('edit it', async () => {
    await page.getByRole('button', { name: 'Edit the Home address of Asha Rao' }).click();
    await page.getByLabel(/^Address 1/).fill('14 MG Road');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Address Edited successfully.')).toBeVisible();
    await expect(page.getByText('14 MG Road')).toBeVisible();
    expect((await axe(page)).violations).toEqual([]);
  });

  await test.step('delete it after confirming', async () => {
    await page.getByRole('button', { name: 'Delete the Home address of Asha Rao' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('14 MG Road')).toBeHidden();
    await expect(page.getByText('No saved address yet.')).toBeVisible();
  });

  await test.step('an order placed through the API is in /orders', async () => {
    const addressId = await addAddressViaApi(request, token);
    await addProductTheCartTakes(request, token);
    const placed = await placeOrderViaApi(request, token, addressId, 'razorpay', person.email);
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: `Order ${placed.orderNumber}` })).toBeVisible();
    await expect(page.getByText('One order', { exact: true })).toBeVisible();
    await expect(page.getByText('Card, UPI or net banking')).toBeVisible();
  });
});
