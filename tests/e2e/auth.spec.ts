// Sign-in plumbing against the sandbox server: /auth/login, the way back, the header's session and
// logout, and the developer toolbar.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createApplicationViaApi, PASSWORD, registerViaApi, registrationKey, uniqueEmail } from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce' });

test('a borrower without a session signs in and lands back on the page they opened', async ({ page, request }) => {
  const email = uniqueEmail('e2e.auth');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);

  await page.goto(`/account/heloc/${uuid}/product/select?org=NORTHSTAR`);
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=/);
  expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe(`/account/heloc/${uuid}/product/select`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to your account');
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'login');

  // The spec's messages, next to their fields, before any call.
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter your email');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Required');
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' }).getByRole('link')).toHaveText([
    'Email: Please enter your email',
    'Password: Required',
  ]);
  await page.getByLabel('Email').fill('grace@example');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await expectNoAxeViolations(page, 'login with errors');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your offer');

  // Signed in: the header offers logout instead of login, and logging out ends the session.
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
  const session = await page.evaluate(() => localStorage.getItem('heloc.jwt'));
  expect(session).toMatch(/^Bearer /);
  // A registration draft left in this browser (another lender's too) does not outlive the logout.
  const drafts = [registrationKey('NORTHSTAR'), registrationKey('HARBOR_CU')];
  await page.evaluate(
    (keys) => keys.forEach((key) => localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), draft: { dob: '1980-04-12' } }))),
    drafts,
  );
  await page.getByRole('button', { name: 'Log out' }).click();
  // The offers page is one of the spec's leave-survey pages: the survey comes first.
  await page.getByRole('button', { name: 'Log out without answering' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('heloc.jwt'))).toBeNull();
  expect(await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), drafts)).toEqual([null, null]);
  // The server revoked the token too: a copy of it no longer opens the session.
  await expect
    .poll(async () => (await request.get('/identity/secure/api/v1_1/identity', { headers: { authorization: session! } })).status())
    .toBe(401);
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=/);
});

test('a wrong password shows the server’s message, and without a redirect the first active application opens', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('e2e.auth');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);

  await page.goto(`/auth/login?org=NORTHSTAR&email=${encodeURIComponent(email)}`);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('Not!The-Password1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await expect(page).toHaveURL(/\/auth\/login/);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select$`));
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('Alt+Shift+X opens the developer toolbar, which signs in with a token and opens the first active application', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('e2e.toolbar');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);

  await page.goto('/account/heloc/register-v2?org=NORTHSTAR');
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  const toolbar = page.getByRole('complementary', { name: 'Developer toolbar' });
  await expect(toolbar).toHaveCount(0);
  await page.keyboard.press('Alt+Shift+KeyX');
  await expect(toolbar).toBeVisible();
  await expect(toolbar.getByRole('status')).toHaveText('Not logged in');
  await expectNoAxeViolations(page, 'developer toolbar');

  await toolbar.getByLabel('Token').fill('not a token');
  await toolbar.getByRole('button', { name: 'Use token' }).click();
  await expect(toolbar.getByLabel('Token')).toHaveAccessibleDescription(/That is not a token\./);

  // A well-formed token the server refuses is not kept.
  await toolbar.getByLabel('Token').fill(`${token.replace(/^Bearer /, '').slice(0, -4)}AAAA`);
  await toolbar.getByRole('button', { name: 'Use token' }).click();
  await expect(toolbar.getByRole('alert')).toHaveText('Something unexpected happened logging you in');
  expect(await page.evaluate(() => localStorage.getItem('heloc.jwt'))).toBeNull();

  await toolbar.getByLabel('Token').fill(token.replace(/^Bearer /, ''));
  await toolbar.getByRole('button', { name: 'Use token' }).click();
  await expect(toolbar.getByRole('status')).toHaveText(`Logged in as ${email}`);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  await toolbar.getByRole('button', { name: 'Go to first active application' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select$`));

  await page.keyboard.press('Alt+Shift+KeyX');
  await expect(toolbar).toBeVisible();
  await page.keyboard.press('Alt+Shift+KeyX');
  await expect(toolbar).toHaveCount(0);
});

test('the toolbar signs in by email and password', async ({ page, request }) => {
  const email = uniqueEmail('e2e.toolbar');
  await registerViaApi(request, email);
  await page.goto('/auth/login?org=NORTHSTAR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to your account');
  // The heading comes with the HTML; the shortcut works once the app has drawn the form.
  await expect(page.getByRole('main').getByLabel('Email')).toBeVisible();
  await page.keyboard.press('Alt+Shift+KeyX');
  const toolbar = page.getByRole('complementary', { name: 'Developer toolbar' });
  await toolbar.getByLabel('Email').fill(email);
  await toolbar.getByLabel('Password', { exact: true }).fill('Wrong!Password99');
  await toolbar.getByRole('button', { name: 'Log in' }).click();
  await expect(toolbar.getByRole('alert')).toHaveText('Something unexpected happened logging you in');
  await toolbar.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await toolbar.getByRole('button', { name: 'Log in' }).click();
  await expect(toolbar.getByRole('status')).toHaveText(`Logged in as ${email}`);
  // No application yet: the jump says so rather than going nowhere.
  await toolbar.getByRole('button', { name: 'Go to first active application' }).click();
  await expect(toolbar.getByRole('alert')).toHaveText('This account has no active application.');
});

test('sign-in and the signer’s login are served with their heading where the app renders it, so nothing moves when the app takes over @phone', async ({
  browser,
}, testInfo) => {
  for (const [url, field] of [
    ['/auth/login?org=NORTHSTAR', 'Email'],
    ['/account/heloc/heloc-signer/login?org=NORTHSTAR', 'Email'],
  ] as const) {
    const heading = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: testInfo.project.use.viewport ?? null });
      const page = await context.newPage();
      await page.goto(url);
      if (javaScriptEnabled) await page.getByLabel(field).waitFor();
      const h1 = page.getByRole('heading', { level: 1 });
      const seen = { text: await h1.textContent(), box: await h1.boundingBox() };
      await context.close();
      return seen;
    };
    const prerendered = await heading(false);
    expect(prerendered.box, url).not.toBeNull();
    expect(prerendered, url).toEqual(await heading(true));
  }
});
