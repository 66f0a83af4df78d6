// What registration keeps before the account exists, as a person meets it (docs/privacy.md): the
// draft follows them to a second tab and through closing the browser, 'Start over' clears it, and an
// email that already has an account is caught at the contact step, before the password.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { agreeToElectronicRecords } from './support/esign';
import { DRAFT_TO_PASSWORD, registerViaApi, seedDraft, storedRegistration, uniqueEmail } from './support/sandbox-borrower';

const REGISTER = '/account/heloc/register-v2';
const ORG = 'NORTHSTAR';
const FIRST_QUESTION = "What's your property address for financing?";
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.use({ reducedMotion: 'reduce' });

test('the draft follows the person to a second tab and through closing the browser, and “Start over” clears it', async ({
  page,
  context,
}) => {
  await page.goto(`${REGISTER}?org=${ORG}`);
  await page.getByRole('combobox', { name: 'Street address' }).fill('42 Lighthouse Lane');
  await page.keyboard.press('Escape');
  await page.getByLabel('City').fill('Sacramento');
  await page.getByLabel('State').fill('CA');
  await page.getByLabel('ZIP code').fill('95814');
  await page.getByLabel(/Primary residence/).check();
  // The first step has nothing to start over from.
  await expect(page.getByRole('button', { name: 'Start over' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(h1(page)).toHaveText('Is this property currently for sale?');
  await page.getByLabel('No', { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(h1(page)).toHaveText('What is your annual income?');

  // A second tab carries on where the first is; what it answers there reaches the first tab, which
  // stays on its step and goes on with those answers rather than its own stale ones.
  const second = await context.newPage();
  await second.goto(`${REGISTER}/annual-income?org=${ORG}`);
  await expect(h1(second)).toHaveText('What is your annual income?');
  await second.getByLabel('Employment type').selectOption({ label: 'Employed full-time' });
  await second.getByLabel(/Annual income/).fill('145000');
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(h1(second)).toHaveText('What is your legal name?');
  await expect(page.getByLabel(/Annual income/)).toHaveValue('145,000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(h1(page)).toHaveText('What is your legal name?');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(h1(page)).toHaveText('When is your birthday?');

  // The browser closes; reopened, the journey goes on at the next unanswered step.
  await page.close();
  await second.close();
  const reopened = await context.newPage();
  await reopened.goto(`${REGISTER}/birthdate?org=${ORG}`);
  await expect(h1(reopened)).toHaveText('When is your birthday?');
  await reopened.getByRole('link', { name: 'Back' }).click();
  await expect(reopened.getByLabel('First name')).toHaveValue('Ada');

  // 'Start over' asks first; keeping the answers changes nothing and gives the focus back.
  const startOver = reopened.getByRole('button', { name: 'Start over' });
  await startOver.click();
  const dialog = reopened.getByRole('dialog', { name: 'Start over?' });
  await expect(dialog).toContainText('Your answers so far will be cleared from this browser');
  await expectNoAxeViolations(reopened, 'start over dialog');
  await dialog.getByRole('button', { name: 'Keep my answers' }).click();
  await expect(dialog).toBeHidden();
  await expect(startOver).toBeFocused();
  await expect(reopened.getByLabel('First name')).toHaveValue('Ada');

  await startOver.click();
  await reopened.getByRole('dialog', { name: 'Start over?' }).getByRole('button', { name: 'Yes, start over' }).click();
  await expect(reopened).toHaveURL(new RegExp(`${REGISTER}$`));
  await expect(h1(reopened)).toHaveText(FIRST_QUESTION);
  await expect(h1(reopened)).toBeFocused();
  await expect(reopened.getByRole('combobox', { name: 'Street address' })).toHaveValue('');
  expect((await storedRegistration(reopened, ORG))?.draft).toEqual({});
  // Nothing to go back to either: the later steps are closed again.
  await reopened.goto(`${REGISTER}/birthdate?org=${ORG}`);
  await expect(h1(reopened)).toHaveText(FIRST_QUESTION);
});

test('an email that already has an account is caught at the contact step, before the password; a failed look-up lets the person go on', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('e2e.draft.exists');
  await registerViaApi(request, email);
  await seedDraft(page, ORG, DRAFT_TO_PASSWORD);
  await page.goto(`${REGISTER}/phone-and-email?org=${ORG}`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Check my rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account Already Exists' });
  await expect(dialog).toContainText(email);
  await expect(dialog.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
    'href',
    `/auth/login?email=${encodeURIComponent(email)}`,
  );
  await expect(page).toHaveURL(/\/phone-and-email\?/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  // Offline at the look-up: the person is not held up; registering checks again.
  await page.route('**/registration/email-check**', (route) => route.abort());
  await page.getByLabel('Email').fill(uniqueEmail('e2e.draft.new'));
  await page.getByRole('button', { name: 'Check my rate' }).click();
  await agreeToElectronicRecords(page);
  await expect(h1(page)).toHaveText('Create your password');
});
