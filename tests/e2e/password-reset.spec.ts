// 'Forgot password?' walked as a person would: from the login page, through the sandbox outbox, to
// a new password that logs in while the old one and a session signed in before no longer work.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { OUTBOX_LINK } from './support/outbox-key';
import { createApplicationViaApi, PASSWORD, registerViaApi, signIn, uniqueEmail } from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce' });

const NEW_PASSWORD = 'Quiet!Harbor2027';

test('a borrower resets a forgotten password by email, and every earlier session ends', async ({ page, browser, request }) => {
  // A long walk: two browsers, six pages and three password hashes.
  test.slow();
  const email = uniqueEmail('e2e.reset');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  // Another device, signed in before the reset.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, token);
  await otherPage.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(otherPage).toHaveURL(new RegExp(`/account/heloc/${uuid}`));
  await expect(otherPage.getByRole('button', { name: 'Log out' })).toBeVisible();

  // The person trying the sandbox opened the outbox's link, printed when the server started, in this browser.
  await page.goto(OUTBOX_LINK);
  await page.goto('/auth/login?org=NORTHSTAR');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter your email');
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' }).getByRole('link')).toHaveText([
    'Email: Please enter your email',
  ]);
  await expectNoAxeViolations(page, 'forgot password with an error');
  await page.getByLabel('Email').fill(email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('status')).toContainText(`If ${email} has an account with us`);
  await expectNoAxeViolations(page, 'check your email');

  // The sandbox sends no email: its outbox holds the message.
  await page.getByRole('link', { name: `Open the outbox for ${email}` }).click();
  const message = page.getByRole('article').filter({ hasText: 'Set a new password for your Northstar Home Credit account' });
  const link = message.getByRole('link', { name: 'Set a new password' });
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('New password', { exact: true }).fill('harbor lights');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' }).getByRole('link')).toHaveText([
    'New password: Please choose a password that meets every rule above',
    'Confirm new password: Please enter your new password again',
  ]);
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    /Use at least 12 characters.*Please choose a password that meets every rule above/,
  );
  await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription('Please enter your new password again');
  await expectNoAxeViolations(page, 'set a new password with errors');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/auth\/login\?/);
  await expect(page.getByRole('status')).toHaveText(/Your password has been changed/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^The email or password is incorrect/);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}`));
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  // The other device's session ended with the reset.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/auth\/login\?redirectUrl=/);
  await other.close();

  // The link works once.
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("This link can't be used");
  await expect(page.getByRole('alert')).toHaveText(/already been used/);
  await expectNoAxeViolations(page, 'used reset link');
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
});
