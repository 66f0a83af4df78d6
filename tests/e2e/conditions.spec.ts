// Conditions and the notifications bell against the sandbox server: a condition raised by the
// sandbox shows in the bell as unread, opens its page, and an upload clears it; several show three
// at a time until 'View All'; the phone number request; no bell for anonymous visitors.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SAMPLE_FILES } from '../../src/server/testing/multipart';
import { expectNoAxeViolations } from './support/axe';
import { createApplicationViaApi, registerViaApi, sandboxControl, signIn, uniqueEmail } from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce' });

const CONDITIONS = '/service-conditions/external/api/v1/applications';

/** A signed-in borrower with an application at its offers (the sandbox's default persona). */
async function borrower(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('e2e.conditions');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  await signIn(page, token);
  const raise = async (data: object) => {
    const res = await sandboxControl(request, token, uuid, 'conditions', data);
    expect(res.status()).toBe(201);
    return (await res.json()) as { uuid: string };
  };
  const conditions = async () =>
    (await (
      await request.get(`${CONDITIONS}/${uuid}/conditions/external-applicants`, { headers: { authorization: token } })
    ).json()) as Array<{
      uuid: string;
      actionNeeded: boolean;
    }>;
  return { uuid, token, raise, conditions };
}

const bell = (page: Page) => page.getByTestId('notifications-bell');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a condition shows in the bell as unread, opens its page, and an upload clears it', async ({ page, request }) => {
  const b = await borrower(page, request);
  const condition = await b.raise({ categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', commentsToBorrower: 'The checking account you linked.' });
  const sent = await sandboxControl(request, b.token, b.uuid, 'wallet-notifications', {
    title: 'Welcome to your account',
    description: 'Your documents and messages appear here.',
  });
  expect(sent.status()).toBe(201);

  await page.goto(`/account/heloc/${b.uuid}/product/select?org=NORTHSTAR`);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await bell(page).click();
  const panel = page.getByRole('heading', { name: 'Notifications', level: 2 }).locator('..');
  await expect(panel.getByRole('heading', { name: 'Document requests' })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Verify your bank account/ })).toContainText('Unread');
  await expect(panel.getByText('Welcome to your account')).toBeVisible();
  await expectNoAxeViolations(page, 'notifications panel');

  // The wallet message is read once marked; the condition stays unread until it is answered.
  await panel.getByRole('button', { name: 'Mark as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

  await panel.getByRole('link', { name: /Verify your bank account/ }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/${b.uuid}/conditions/upload-document\\?conditionUuid=${condition.uuid}&conditionType=DOCUMENT_UPLOAD&conditionEnum=BANK_ACCOUNT_FRAUD_REVIEW$`,
    ),
  );
  await expect(heading(page)).toHaveText('Verify your bank account');
  await expect(page.getByText(/^Based on the account connected ending with \S+ we weren't able to verify ownership\./)).toBeVisible();
  await expect(page.getByText('The checking account you linked.')).toBeVisible();
  await expectNoAxeViolations(page, 'condition upload page');

  // Submitting without a file says what is missing, next to the field.
  await page.getByRole('button', { name: 'Upload Bank Statement' }).click();
  await expect(page.getByText('Please choose a file.')).toBeVisible();
  await page.getByLabel('Choose a file').setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: SAMPLE_FILES.pdf });
  await page.getByRole('button', { name: 'Upload Bank Statement' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you. We have what we need for this request.' })).toBeFocused();
  expect((await b.conditions()).find((c) => c.uuid === condition.uuid)?.actionNeeded).toBe(false);
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // Opened again, the request says it is closed.
  await page.goto(`/account/heloc/${b.uuid}/conditions/upload-document?conditionUuid=${condition.uuid}&org=NORTHSTAR`);
  await expect(page.getByText('This request is no longer open. It may already have what it needs.')).toBeVisible();
});

test("several requests show three at a time until 'View All'; the phone number request", async ({ page, request }) => {
  const b = await borrower(page, request);
  await b.raise({ categoryEnum: 'GENERIC_DOCUMENT_REQUEST', numDocsRequired: 2 });
  await b.raise({ categoryEnum: 'REVIEW_TRUST_REQUIREMENTS' });
  await b.raise({ categoryEnum: 'ESCALATION_REVIEW' });
  const phone = await b.raise({ categoryEnum: 'MISSING_PHONE_NUMBER' });
  await b.raise({ categoryEnum: 'NOT_A_KNOWN_CATEGORY' });

  await page.goto(`/account/heloc/${b.uuid}/conditions?org=NORTHSTAR`);
  await expect(heading(page)).toHaveText('Document requests');
  await expect(page.getByRole('link', { name: 'Add your phone number' })).toBeVisible();
  await expectNoAxeViolations(page, 'conditions list');

  await expect(bell(page)).toHaveAccessibleName('Notifications, 4 unread');
  await bell(page).click();
  const group = page.getByRole('region', { name: 'Document requests' });
  // Oldest first; the unknown category is not shown.
  await expect(group.getByRole('listitem')).toHaveCount(3);
  await expect(group.getByRole('link').first()).toContainText('We need a document from you');
  await group.getByRole('button', { name: 'View All' }).click();
  await expect(group.getByRole('listitem')).toHaveCount(4);
  await expect(group.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');

  // Two documents asked for: the spec's 'Upload Documents'.
  await group.getByRole('link', { name: /We need a document from you/ }).click();
  await expect(page.getByRole('button', { name: 'Upload Documents' })).toBeVisible();

  await page.goto(`/account/heloc/${b.uuid}/conditions?org=NORTHSTAR`);
  await page.getByRole('link', { name: 'Add your phone number' }).click();
  await expect(page).toHaveURL(new RegExp(`/conditions/phone-number\\?conditionUuid=${phone.uuid}&conditionType=PHONE_NUMBER`));
  await expect(page.getByText(/^We are missing your phone number\./)).toBeVisible();
  await expectNoAxeViolations(page, 'phone number condition');
  await page.getByLabel('Mobile phone number').fill('1415');
  await page.getByRole('button', { name: 'Save Phone Number' }).click();
  await expect(page.getByLabel('Mobile phone number')).toHaveAccessibleDescription(/Country code 1 is not needed/);
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' }).getByRole('link')).toHaveText([
    /^Mobile phone number: Country code 1 is not needed/,
  ]);
  await page.getByLabel('Mobile phone number').fill('4155550177');
  await page.getByRole('button', { name: 'Save Phone Number' }).click();
  await expect(page.getByText('Thank you. We have what we need for this request.')).toBeVisible();
  expect((await b.conditions()).find((c) => c.uuid === phone.uuid)?.actionNeeded).toBe(false);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread');
});

test('an anonymous visitor has no bell', async ({ page }) => {
  await page.goto('/account/heloc/register-v2?org=NORTHSTAR');
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  await expect(bell(page)).toHaveCount(0);
});
