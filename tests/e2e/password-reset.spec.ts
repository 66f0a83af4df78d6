// 'Forgot password?' walked as a person would, on a partner lender's site (not the default lender's):
// from the login page, through the sandbox outbox, to the emailed link opened in a browser that has
// never seen the site (a mail app's, at phone size), which stays the lender's through to a new
// password that logs in, while the old one and a session signed in before no longer work.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { OUTBOX_LINK } from './support/outbox-key';
import { borrowerOf } from './support/lender-borrower';
import { expectLenderSite, lenderNamed } from './support/lender-site';
import { PASSWORD, signIn } from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce' });

const NEW_PASSWORD = 'Quiet!Harbor2027';
const harbor = lenderNamed('HARBOR_CU');

test('a borrower resets a forgotten password by email, and every earlier session ends', async ({ page, browser, request }) => {
  // A long walk: two browsers, six pages and three password hashes.
  test.slow();
  const { email, token, uuid } = await borrowerOf(harbor, request);
  // Another device, signed in before the reset.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, token);
  await otherPage.goto(`/account/heloc/${uuid}?org=HARBOR_CU`);
  await expect(otherPage).toHaveURL(new RegExp(`/account/heloc/${uuid}`));
  await expect(otherPage.getByRole('button', { name: 'Log out' })).toBeVisible();

  // The person trying the sandbox opened the outbox's link, printed when the server started, in this browser.
  await page.goto(OUTBOX_LINK);
  await page.goto('/auth/login?org=HARBOR_CU');
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
  const message = page.getByRole('article').filter({ hasText: 'Set a new password for your Harbor Federal Credit Union account' });
  const href = (await message.getByRole('link', { name: 'Set a new password' }).getAttribute('href'))!;
  // Opened from a mail app: a browser with no memory of the site, on a phone.
  const mail = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const mailPage = await mail.newPage();
  await mailPage.goto(href);
  await expect(mailPage.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
  await expectLenderSite(mailPage, harbor, 'the emailed reset link');
  // The token leaves the address bar once read.
  await expect(mailPage).toHaveURL(/\/auth\/reset-password$/);
  await expect(mailPage.getByLabel('Email')).toHaveValue(email);
  await mailPage.getByLabel('New password', { exact: true }).fill('harbor lights');
  await mailPage.getByRole('button', { name: 'Set new password' }).click();
  await expect(mailPage.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect(mailPage.getByRole('alert').filter({ hasText: 'There is a problem' }).getByRole('link')).toHaveText([
    'New password: Please choose a password that meets every rule above',
    'Confirm new password: Please enter your new password again',
  ]);
  await expect(mailPage.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    /Use at least 12 characters.*Please choose a password that meets every rule above/,
  );
  await expect(mailPage.getByLabel('Confirm new password')).toHaveAccessibleDescription('Please enter your new password again');
  await expectNoAxeViolations(mailPage, 'set a new password with errors');
  await mailPage.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await mailPage.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await mailPage.getByRole('button', { name: 'Set new password' }).click();

  await expect(mailPage).toHaveURL(/\/auth\/login\?/);
  await expect(mailPage.getByRole('status')).toHaveText(/Your password has been changed/);
  await expect(mailPage.getByLabel('Email')).toHaveValue(email);
  // The sign-in is the lender's: it checks the lender's accounts.
  await expectLenderSite(mailPage, harbor, 'the sign-in after the reset');
  await mailPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await mailPage.getByRole('button', { name: 'Log in' }).click();
  await expect(mailPage.getByRole('alert')).toHaveText(/^The email or password is incorrect/);
  await mailPage.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await mailPage.getByRole('button', { name: 'Log in' }).click();
  await expect(mailPage).toHaveURL(new RegExp(`/account/heloc/${uuid}`));
  await expectLenderSite(mailPage, harbor, 'the application after the reset');

  // The other device's session ended with the reset.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/auth\/login\?redirectUrl=/);
  await other.close();

  // The link works once.
  await mailPage.goto(href);
  await expect(mailPage.getByRole('heading', { level: 1 })).toHaveText("This link can't be used");
  await expect(mailPage.getByRole('alert')).toHaveText(/already been used/);
  await expectNoAxeViolations(mailPage, 'used reset link');
  await mailPage.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(mailPage.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  await mail.close();
});
