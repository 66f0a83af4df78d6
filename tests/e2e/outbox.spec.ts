// The sandbox outbox: a primary borrower names a co-owner; a person trying the sandbox opens the
// outbox from the sandbox banner, types the co-owner's email, reads the invitation and follows its
// link to the signer's 'Set your password' page, with no API called by hand.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { coOwnerNamed, uniqueEmail } from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce' });

const OUTBOX = '/account/heloc/sandbox/outbox';
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** A primary borrower (Grace) at CO_DEED_REQ on a jointly owned home who names one co-owner; the co-owner's email. */
async function coOwnerInvited(request: APIRequestContext) {
  return (await coOwnerNamed(request, 'e2e.outbox')).coDeeder.email;
}

test('a co-owner’s invitation is read in the outbox, reached from the sandbox banner, and its link opens the signer’s page', async ({
  page,
  request,
}) => {
  test.slow();
  const coOwnerEmail = await coOwnerInvited(request);

  await page.goto('/account/heloc/register-v2?org=NORTHSTAR');
  await page.getByRole('region', { name: 'Announcements' }).getByRole('link', { name: 'Open the sandbox outbox' }).click();
  await expect(page).toHaveURL(new RegExp(`${OUTBOX}$`));
  await expect(heading(page)).toHaveText('Sandbox outbox');
  await expect(page).toHaveTitle(/Sandbox outbox/);

  // The app's own validation, not the browser's.
  const field = page.getByLabel('Email address');
  await page.getByRole('button', { name: 'Show messages' }).click();
  await expect(field).toHaveAccessibleDescription(/Please enter an email address/);
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await page
    .getByRole('alert')
    .filter({ hasText: 'There is a problem' })
    .getByRole('link', { name: /^Email address: Please enter an email address/ })
    .click();
  await expect(field).toBeFocused();
  await field.fill('charles');
  await page.getByRole('button', { name: 'Show messages' }).click();
  await expect(field).toHaveAccessibleDescription(/Please enter a valid email address/);

  // An address nobody wrote to: a clear empty state.
  const nobody = uniqueEmail('e2e.outbox.nobody');
  await field.fill(nobody);
  await page.getByRole('button', { name: 'Show messages' }).click();
  await expect(page.getByRole('heading', { name: /^Messages to / })).toHaveText(`Messages to ${nobody}`);
  await expect(page.getByRole('heading', { name: /^Messages to / })).toBeFocused();
  await expect(page.getByText(`No messages to ${nobody} yet.`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  await field.fill(coOwnerEmail);
  await page.getByRole('button', { name: 'Show messages' }).click();
  await expect(page.getByRole('heading', { name: /^Messages to / })).toHaveText(`Messages to ${coOwnerEmail}`);
  await expect(page).toHaveURL(`${OUTBOX}?email=${encodeURIComponent(coOwnerEmail)}`);
  await expect(page.getByText('1 message', { exact: true })).toBeVisible();
  const message = page.getByRole('article');
  await expect(message).toHaveCount(1);
  await expect(message.getByRole('heading', { level: 3 })).toHaveText('Grace asked you to sign for your home with Northstar Home Credit');
  await expect(message).toContainText('Hello Charles, Grace is opening a home equity line of credit with Northstar Home Credit');
  await expect(message.locator('time')).toHaveText(/^Sent .*\d{4}/);
  await expectNoAxeViolations(page, 'sandbox outbox');

  await message.getByRole('link', { name: 'Set your password and sign' }).click();
  await expect(heading(page)).toHaveText('Set your password');
  await expect(page.getByLabel('Email')).toHaveValue(coOwnerEmail);
});

test('the outbox reads the address from ?email= on arrival, on a phone too', async ({ page, request }) => {
  const coOwnerEmail = await coOwnerInvited(request);
  await page.goto(`${OUTBOX}?email=${encodeURIComponent(coOwnerEmail)}`);
  await expect(page.getByLabel('Email address')).toHaveValue(coOwnerEmail);
  await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(/^Grace asked you to sign/);
  await expect(page.getByRole('article').getByRole('link', { name: 'Set your password and sign' })).toHaveAttribute(
    'href',
    /^\/account\/heloc\/heloc-signer\/resume\?token=/,
  );
  // A long address wraps: nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  // Arriving is not a look-up the person asked for: the focus stays where navigation put it.
  await expect(page.getByRole('heading', { name: /^Messages to / })).not.toBeFocused();
  await expectNoAxeViolations(page, 'sandbox outbox from the address');
});
