import { expect, test } from './fixtures.ts';
import { signInOwner } from './pages/admin-sign-in.ts';

/** The CSP's directives by name. */
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );

test('the back office is framed nowhere, runs only its own scripts and keeps its source maps to itself', async ({
  request,
}) => {
  const page = await request.get('/admin/sign-in');
  expect(page.ok()).toBe(true);
  const csp = directives(page.headers()['content-security-policy'] ?? '');
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(page.headers()['x-frame-options']).toBe('DENY');

  const scripts = [...(await page.text()).matchAll(/src="(\/admin\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const script = await request.get(src);
    expect(script.ok(), src).toBe(true);
    expect(await script.text(), src).not.toContain('sourceMappingURL');
    expect((await request.get(`${src}.map`)).status(), `${src}.map`).toBe(404);
  }
});

test('every screen the owner opens works under that policy, with nothing refused', async ({
  page,
  consoleErrors,
}) => {
  await signInOwner(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [link, heading] of [
    ['Orders', 'Orders'],
    ['Metal rates', 'Metal rates'],
    ['Staff', 'Staff'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
  // A dialog: its scroll lock sets the page's style and its fonts come from this origin.
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite a colleague' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(consoleErrors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
});
