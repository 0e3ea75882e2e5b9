import {
  addProductTheCartTakes,
  call,
  customerWithAddress,
  placeOrderViaApi,
} from './api-customer.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signInOwner } from './pages/admin-sign-in.ts';
import { openSandboxCheckout, paidWith } from './pages/sandbox-checkout.ts';

// A sign-in (argon2), a card order paid in the sandbox, and the dashboard's periods.
test.setTimeout(180_000);

test("a card order paid today is in the dashboard's net sales, drawn as a chart that reads as a table", async ({
  page: owner,
  browser,
  baseURL,
  request,
}) => {
  await test.step('a customer pays by card in the sandbox', async () => {
    const { token, addressId } = await customerWithAddress(request, 'dashboard');
    await addProductTheCartTakes(request, token);
    const order = await placeOrderViaApi(request, token, addressId, 'razorpay');
    const options = await call<{ key: string; amount: number; currency: string; orderId: string }>(
      request,
      'POST',
      '/api/payment/create-order',
      { orderId: order._id },
      token,
    );
    const context = await browser.newContext({ baseURL });
    const customer = await context.newPage();
    await openSandboxCheckout(customer, options);
    await customer.getByRole('dialog').getByRole('button', { name: /^Pay / }).click();
    await expect(customer.getByRole('dialog')).toBeHidden();
    const paid = await paidWith(customer);
    await call(
      request,
      'POST',
      '/api/payment/verify-payment',
      { ...paid, orderId: order._id },
      token,
    );
    await context.close();
  });

  await test.step("the owner sees today's net sales and a week of bars, and the same as a table", async () => {
    await signInOwner(owner);
    await owner
      .getByRole('navigation', { name: 'Period' })
      .getByRole('link', { name: 'Today' })
      .click();
    await expect(owner).toHaveURL(/\?days=1$/);
    const net = owner.locator('dt', { hasText: /^Net sales$/ }).locator('xpath=..');
    await expect(net).toContainText(/yesterday to this hour/);
    await expect(net.locator('dd').first()).not.toHaveText('₹0.00');
    await expect(owner.getByTestId('sales-chart')).toBeVisible();
    await expect(owner.getByTestId('sales-chart').locator('rect')).toHaveCount(7);
    await expectNoAxeViolations(owner);

    await owner.getByRole('button', { name: 'Show as table' }).click();
    await expect(owner.getByTestId('sales-chart')).toBeHidden();
    const table = owner.getByRole('region', { name: /^Net sales per day, 7 days/ });
    await expect(table).toBeVisible();
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(8);
    // Today's row, the last, has the order.
    await expect(rows.last().getByRole('cell').nth(1)).not.toHaveText('₹0.00');
    await expectNoAxeViolations(owner);
  });

  await test.step('90 days draws three months of days', async () => {
    await owner.getByRole('button', { name: 'Show as chart' }).click();
    await owner
      .getByRole('navigation', { name: 'Period' })
      .getByRole('link', { name: '90 days' })
      .click();
    await expect(owner.getByTestId('sales-chart').locator('rect')).toHaveCount(90);
    await expect(
      owner.getByRole('region', { name: /^Net sales per day, 90 days/ }).getByRole('row'),
    ).toHaveCount(91);
  });
});
