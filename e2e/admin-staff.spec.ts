import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  enrolTwoFactor,
  invitationMail,
  keepOwnerKey,
  OWNER_EMAIL,
  readOwnerKey,
  signInOwnerWithKey,
} from './pages/admin-sign-in.ts';

// Two people, two sign-ins with argon2 and a background outbox, on a loaded machine.
test.setTimeout(90_000);

test('the owner invites a fulfilment colleague, whose tab is refused once deactivated', async ({
  page,
  browser,
  baseURL,
}) => {
  const n = String(Date.now()).slice(-8);
  const colleague = { name: `Pack ${n}`, email: `pack-${n}@aurelle.example` };
  const nav = (on: Page) => on.getByRole('navigation', { name: 'Main' });

  // Set when an earlier attempt on this server turned the owner's two-factor sign-in on.
  const ownerKey = readOwnerKey();

  await test.step('the owner signs in', async () => {
    await signInOwnerWithKey(page, ownerKey);
    await expect(page.getByRole('heading', { name: 'Sales' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Work queue' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('the owner sets up two-factor sign-in from the account', async () => {
    await nav(page).getByRole('link', { name: 'Account' }).click();
    await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    if (!ownerKey) {
      await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
      await expect(page).toHaveURL(/\/admin\/account\/two-factor$/);
      keepOwnerKey(await enrolTwoFactor(page));
      await expect(page).toHaveURL(/\/admin\/account$/);
    }
    await expect(page.getByRole('button', { name: 'New recovery codes' })).toBeVisible();
  });

  const fulfilmentTwoFactor = () =>
    page
      .getByRole('group', { name: 'Two-factor sign-in required' })
      .getByRole('checkbox', { name: 'Fulfilment' });

  await test.step('the owner requires two-factor sign-in of fulfilment, in Settings', async () => {
    await nav(page).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Sign-in security' })).toBeVisible();
    await expect(page.getByLabel('Sign out after inactivity (minutes)')).toHaveValue('30');
    await expect(page.getByLabel('Longest session (hours)')).toHaveValue('12');
    await fulfilmentTwoFactor().check();
    await page.getByRole('button', { name: 'Save sign-in security' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Saved. Open sessions follow the new rules' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  let link = '';
  await test.step('the owner invites a colleague as fulfilment', async () => {
    await nav(page).getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Staff accounts' })).toBeVisible();
    // The demo's owner is the shop's first owner: marked, and nothing offered on their row.
    const ownerRow = page.getByRole('row').filter({ hasText: OWNER_EMAIL });
    await expect(ownerRow).toContainText('First owner');
    await expect(ownerRow.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Transfer ownership' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
    await dialog.getByLabel('E-mail').fill(colleague.email);
    await dialog.getByLabel('Name').fill(colleague.name);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: /^Fulfilment/ }).click();
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveText('Fulfilment');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: `Invitation sent to ${colleague.email}.` }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Pending invitations' }).getByRole('row'),
    ).toContainText([colleague.email]);

    // The background outbox sends it shortly after the answer.
    await expect.poll(() => invitationMail(colleague.email), { timeout: 10_000 }).not.toBe('');
    link =
      /\/admin\/accept-invitation#token=[\w-]+/.exec(invitationMail(colleague.email))?.[0] ?? '';
    expect(link).not.toBe('');
  });

  // The colleague, in a browser of their own.
  const theirs = await browser.newContext({ baseURL });
  const them = await theirs.newPage();

  await test.step('the colleague accepts, sets up two-factor sign-in and sees only their part', async () => {
    await them.goto(link);
    await expect(them.getByText(`For ${colleague.email}, as Fulfilment.`)).toBeVisible();
    await expect(them.getByLabel('Your name')).toHaveValue(colleague.name);
    // Twelve characters, but among the first a guesser tries: refused, saying why under the field.
    const password = them.getByLabel('Choose a password');
    await password.fill('password1234');
    await them.getByLabel('Type the password again').fill('password1234');
    await them.getByRole('button', { name: 'Create my account' }).click();
    await expect(password).toHaveAccessibleDescription(
      /This is close to a commonly used password\. Add more words that are less common\./,
    );
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(them).toHaveURL(/\/admin\/accept-invitation/);
    await password.fill('copper-harbour-lights-7');
    await them.getByLabel('Type the password again').fill('copper-harbour-lights-7');
    await them.getByRole('button', { name: 'Create my account' }).click();
    await expect(them).toHaveURL(/\/admin\/account\/two-factor$/);
    // Required of their role: no way round it.
    await expect(
      them.getByText('The shop asks your role to set this up before going on.'),
    ).toBeVisible();
    await expect(them.getByRole('button', { name: 'Skip for now' })).toHaveCount(0);
    await enrolTwoFactor(them);

    await expect(them).toHaveURL(/\/admin\/?$/);
    await expect(them.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(nav(them).getByRole('link')).toHaveText(['Dashboard', /^Orders/, 'Account']);
    for (const name of ['Staff', 'Audit log', 'Settings']) {
      await expect(nav(them).getByRole('link', { name })).toHaveCount(0);
    }
    await expect(them.getByRole('heading', { name: 'Work queue' })).toBeVisible();
    await expect(them.getByText('Orders to ship')).toBeVisible();
    await expect(them.getByRole('heading', { name: 'Sales' })).toHaveCount(0);
    await expect(them.getByText('Revenue today')).toHaveCount(0);
    await expectNoAxeViolations(them);
  });

  let colleagueId = '';
  await test.step('the owner deactivates the colleague', async () => {
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: colleague.email });
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${colleague.name}?` });
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/api/admin/staff/'),
    );
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    const updated = (await (await answered).json()) as { id: string; email: string };
    expect(updated.email).toBe(colleague.email);
    colleagueId = updated.id;
    await expect(confirm).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: `${colleague.name} is deactivated` }),
    ).toBeVisible();
    await expect(row).toContainText('Deactivated');
  });

  await test.step("the colleague's open tab is refused on its next call", async () => {
    const session = them.waitForResponse((r) => r.url().endsWith('/api/admin/session'));
    await them.reload();
    expect((await session).status()).toBe(401);
    await expect(them).toHaveURL(/\/admin\/sign-in$/);
    await expect(them.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await theirs.close();
  });

  await test.step('the audit log lists the invitation and the deactivation', async () => {
    await nav(page).getByRole('link', { name: 'Audit log' }).click();
    const entries = page.getByRole('region', { name: 'Audit log entries' }).getByRole('row');
    const invited = entries.filter({ hasText: 'Invited a colleague' }).filter({
      hasText: colleague.email,
    });
    await expect(invited.getByRole('cell', { name: 'Owner', exact: true })).toBeVisible();
    const deactivated = entries
      .filter({ hasText: 'Deactivated a colleague' })
      .filter({ hasText: `Staff ${colleague.name}` });
    await expect(deactivated.getByTitle(colleagueId)).toHaveText(colleague.name);
    await expect(deactivated).toContainText('active: yes → no');
    await expect(deactivated.getByRole('cell', { name: 'Owner', exact: true })).toBeVisible();
    await expect(
      entries
        .filter({ hasText: 'Changed settings' })
        .filter({ hasText: 'two factor required.fulfilment: no → yes' })
        .first(),
    ).toBeVisible();
  });

  await test.step('the owner leaves two-factor sign-in offered to fulfilment again', async () => {
    await nav(page).getByRole('link', { name: 'Settings' }).click();
    await fulfilmentTwoFactor().uncheck();
    await page.getByRole('button', { name: 'Save sign-in security' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Saved. Open sessions follow the new rules' }),
    ).toBeVisible();
  });
});
