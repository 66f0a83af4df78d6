// The sandbox outbox: a primary borrower names a co-owner; a person trying the sandbox opens the
// outbox from the sandbox banner, is told to open the link the server printed, opens it, types the
// co-owner's email, reads the invitation and follows its link to the signer's 'Set your password'
// page, with no API called by hand. A browser that never opened that link reads no one's messages.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { E2E_OUTBOX_KEY, OUTBOX_LINK, OUTBOX_PAGE as OUTBOX } from './support/outbox-key';
import { coOwnerNamed, uniqueEmail } from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce' });

/** What the page says to a browser without the key, in part. */
const KEY_NEEDED = /^This outbox opens only with its key.*start-up output.*"outbox"/;
const keyNeeded = (page: Page) => page.getByRole('alert').filter({ hasText: 'This outbox opens only with its key' });
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

  // The banner cannot know the key: the page says where to find the link that carries it.
  await field.fill(coOwnerEmail);
  await page.getByRole('button', { name: 'Show messages' }).click();
  await expect(keyNeeded(page)).toHaveText(KEY_NEEDED);
  await expect(page.getByRole('article')).toHaveCount(0);
  await expectNoAxeViolations(page, 'sandbox outbox without its key');
  await page.goto(OUTBOX_LINK);
  await expect(page).toHaveURL(new RegExp(`${OUTBOX}$`));
  await expect(heading(page)).toHaveText('Sandbox outbox');

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
  // The printed link with an address added: the key goes, the address stays.
  await page.goto(`${OUTBOX_LINK}&email=${encodeURIComponent(coOwnerEmail)}`);
  await expect(page).toHaveURL(`${OUTBOX}?email=${encodeURIComponent(coOwnerEmail)}`);
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

test('the outbox remembers its key in this browser only, out of the address bar and out of reach of scripts', async ({
  page,
  browser,
  request,
}) => {
  const coOwnerEmail = await coOwnerInvited(request);
  const withAddress = `${OUTBOX}?email=${encodeURIComponent(coOwnerEmail)}`;
  const invitation = (p: Page) => p.getByRole('article').getByRole('link', { name: 'Set your password and sign' });

  await page.goto(`${withAddress}&key=${E2E_OUTBOX_KEY}`);
  await expect(page).toHaveURL(withAddress);
  await expect(invitation(page)).toHaveAttribute('href', /^\/account\/heloc\/heloc-signer\/resume\?token=/);
  await page.reload();
  await expect(invitation(page)).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).not.toContain(E2E_OUTBOX_KEY);

  // Another browser, without the link or with a wrong key: the explanation, and no one's links.
  const stranger = await browser.newContext();
  try {
    const other = await stranger.newPage();
    for (const address of [withAddress, `${withAddress}&key=not-the-outbox-key-0123456789`]) {
      await other.goto(address);
      await expect(other).toHaveURL(withAddress);
      await expect(keyNeeded(other)).toHaveText(KEY_NEEDED);
      await expect(other.getByRole('article')).toHaveCount(0);
      await expect(other.getByRole('link', { name: 'Set your password and sign' })).toHaveCount(0);
    }
  } finally {
    await stranger.close();
  }
});
