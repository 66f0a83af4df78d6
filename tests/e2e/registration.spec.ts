// Registration as a borrower meets it: every step of register-v2 in the real app against the
// sandbox server, with the spec's words, its rules and messages, and the lender variants.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { agreeToElectronicRecords } from './support/esign';
import { esMarked, offerMarkedSpanish } from './support/marked-spanish';
import {
  createApplicationViaApi,
  DRAFT_TO_PASSWORD,
  fillPasswordStep,
  PASSWORD,
  registerViaApi,
  seedDraft,
  storedRegistration,
  uniqueEmail,
} from './support/sandbox-borrower';
import { onFreshPage } from './support/fresh-page';

const REGISTER = '/account/heloc/register-v2';

test.use({ reducedMotion: 'reduce' });

async function fillAddress(page: Page, address: { street1: string; city: string; state: string; zip: string }) {
  await page.getByRole('combobox', { name: 'Street address' }).fill(address.street1);
  await page.keyboard.press('Escape');
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('State').fill(address.state);
  await page.getByLabel('ZIP code').fill(address.zip);
}

/** A strong password, confirmed, and both required consents ticked. */
test('a borrower completes every step and lands on the new application, with no accessibility violations', async ({ page }) => {
  // Later steps' widgets load once the person acts on the first step, not while it loads.
  const widgets: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/[a-z-]+-widget-[\w-]+\.js$/.test(request.url())) widgets.push(request.url());
  });
  await page.goto(`${REGISTER}?org=LAKESHORE`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("What's your property address for financing?");
  // A lender without an age restriction says nothing of age.
  await expect(page.getByText('or older to apply')).toHaveCount(0);
  // The total waits for the occupancy, which decides whether the home-address step is asked; then it holds.
  await expect(page).toHaveTitle(/\(Step 1\)/);
  await expectNoAxeViolations(page, 'property address');
  expect(widgets).toEqual([]);
  await page.getByLabel('City').click();
  await expect.poll(() => widgets.some((url) => url.includes('/new-password-widget-'))).toBe(true);
  await fillAddress(page, { street1: '42 Lighthouse Lane', city: 'Ann Arbor', state: 'mi', zip: '48104' });
  await expect(page.getByLabel('State')).toHaveValue('Michigan');
  await page.getByLabel(/Second home/).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Primary home address?');
  await expect(page).toHaveTitle(/^Primary home address\? \(Step 2 of 9\)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await fillAddress(page, { street1: '7 Elm Street', city: 'Detroit', state: 'MI', zip: '48201' });
  await page.getByRole('button', { name: 'Continue' }).click();

  // Lakeshore asks the six-month for-sale question.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Is this property currently for sale or will it be listed for sale within the next 6 months?',
  );
  await page.getByLabel('No', { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is your annual income?');
  await page.getByLabel('Employment type').selectOption({ label: 'Employed full-time' });
  await page.getByLabel(/Annual income/).fill('145000');
  await expect(page.getByLabel(/Annual income/)).toHaveValue('145,000');
  await expectNoAxeViolations(page, 'annual income');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is your legal name?');
  // Names in any alphabet, with apostrophes, are names.
  await page.getByLabel('First name').fill('José');
  await page.getByLabel('Last name').fill("Núñez O'Brien");
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('When is your birthday?');
  await page.getByLabel('Month').fill('4');
  await page.getByLabel('Day').fill('12');
  await page.getByLabel('Year').fill('80');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Date of birth: Enter the year in full, like 1980' })).toBeVisible();
  await page.getByLabel('Year').fill('1980');
  await expectNoAxeViolations(page, 'birthdate');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Lakeshore's direct-mail prescreen wording.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('See your rate on the next page!');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Mobile phone number').fill('4155550123');
  await expect(page.getByLabel('Mobile phone number')).toHaveValue('(415) 555-0123');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await agreeToElectronicRecords(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your password');
  await fillPasswordStep(page);
  await expectNoAxeViolations(page, 'set password');
  await page.getByRole('button', { name: 'Create account and see offers' }).click();

  // Straight into the application, at the page its status routes to: the offers.
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/product\/select$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your offer');
  await expect(page.getByTestId('loan-number')).toHaveText(/^Application ID# \d{10}$/);
  // Nothing of the registration is left behind: its record, nor the SMS prompts its contact step showed.
  expect(await storedRegistration(page, 'LAKESHORE')).toBeNull();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('heloc.registration.')))).toEqual([]);
});

test('the street field suggests addresses, and choosing one fills the whole address', async ({ page }) => {
  await page.goto(`${REGISTER}?org=HARBOR_CU`);
  const street = page.getByRole('combobox', { name: 'Street address' });
  // Harbor lends on the East Coast: the sandbox's suggestions are places there.
  await street.fill('12 Elm Street');
  await expect(page.getByRole('option')).toHaveText([
    '12 Elm Street, Miami, FL 33131',
    '12 Elm Street, Baltimore, MD 21201',
    '12 Elm Street, Boston, MA 02108',
    '12 Elm Street, Portland, ME 04101',
    '12 Elm Street, Manchester, NH 03101',
  ]);
  await street.fill('42 Lighthouse Lane, MD');
  const option = page.getByRole('option', { name: '42 Lighthouse Lane, Baltimore, MD 21201' });
  await expect(option).toBeVisible();
  await expect(street).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: /addresse?s? found/ })).toHaveText(/^\d+ address(es)? found\./);
  // The arrows move the highlight while the focus stays in the field; Escape closes without choosing.
  await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(street).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await expect(street).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(street).toHaveAttribute('aria-expanded', 'false');
  await expect(option).toBeHidden();
  await expect(street).toHaveValue('42 Lighthouse Lane, MD');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(street).toHaveValue('42 Lighthouse Lane');
  await expect(page.getByLabel('City')).toHaveValue('Baltimore');
  await expect(page.getByLabel('State')).toHaveValue('Maryland');
  await expect(page.getByLabel('ZIP code')).toHaveValue('21201');
  await expectNoAxeViolations(page, 'address typeahead');
});

test("the address step: suggestions, the waitlist, the partner lender for Hawaii, and a referral's licensed states", async ({
  context,
}) => {
  await onFreshPage(context, 'a suggestion can be chosen with the pointer, and typing by hand leaves the list behind', async (page) => {
    await page.goto(`${REGISTER}?org=NORTHSTAR`);
    const street = page.getByRole('combobox', { name: 'Street address' });
    await street.fill('42 Lighthouse Lane, MD');
    await page.getByRole('option', { name: '42 Lighthouse Lane, Baltimore, MD 21201' }).click();
    await expect(street).toHaveValue('42 Lighthouse Lane');
    await expect(page.getByLabel('ZIP code')).toHaveValue('21201');
    await expect(page.getByRole('listbox')).toBeHidden();
    // A short entry asks nothing and shows nothing; the answer typed by hand stands.
    await street.fill('742');
    await street.press('ArrowDown');
    await expect(street).toHaveAttribute('aria-expanded', 'false');
    await expect(street).toHaveValue('742');
  });
  await onFreshPage(
    context,
    'an address the lender does not serve leads to the waitlist, which takes the person’s details',
    async (page) => {
      await page.goto(`${REGISTER}?org=HARBOR_CU`);
      await fillAddress(page, { street1: '42 Lighthouse Lane', city: 'Sacramento', state: 'CA', zip: '95814' });
      await page.getByLabel(/Primary residence/).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/register-v2\/waitlist$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're not in your area yet");
      await page.getByRole('button', { name: 'Join the waitlist' }).click();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByLabel('Email', { exact: true }).fill(uniqueEmail());
      await page.getByLabel(/Email me when/).check();
      await page.getByRole('button', { name: 'Join the waitlist' }).click();
      await expect(page.getByRole('status')).toHaveText("You're on the list. We'll email you when we lend in your area.");
    },
  );
  await onFreshPage(context, 'the main lender points Hawaii to its partner lender', async (page) => {
    await page.goto(`${REGISTER}?org=NORTHSTAR`);
    await fillAddress(page, { street1: '1 Aloha Way', city: 'Honolulu', state: 'HI', zip: '96813' });
    await page.getByLabel(/Primary residence/).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Continue to/ })).toHaveAttribute('href', /^https:\/\//);
    await dialog.getByRole('button', { name: 'Change address' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await expect(page.getByLabel('State')).toHaveValue('Hawaii');
  });
  await onFreshPage(context, 'a referral is checked against the referring loan officer’s own licensed states', async (page) => {
    // This officer is licensed in AZ, ID, MT and UT; the lender itself is licensed in California too.
    await page.goto(`${REGISTER}?org=PINE_LO&referrer=7c9e6679-7425-40de-944b-e07fc1f90ae7`);
    await fillAddress(page, { street1: '5 Ranch Road', city: 'Sacramento', state: 'CA', zip: '95814' });
    await expect(page.getByRole('alert')).toHaveText(
      'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
    );
    await page.getByLabel('State').fill('AZ');
    await page.getByLabel('ZIP code').fill('85004');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test('an empty step shows the spec’s messages beside each field and a focused summary naming each field in order', async ({ page }) => {
  await page.goto(`${REGISTER}?org=NORTHSTAR`);
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Street address: Street address is required',
    'City: Please enter a valid city name',
    'State: Please enter a valid state',
    'ZIP code: Please enter a valid zipcode',
    'How do you use this property?: Please select an occupancy type',
  ]);
  const street = page.getByLabel('Street address');
  await expect(street).toHaveAttribute('aria-invalid', 'true');
  await expect(street).toHaveAccessibleDescription('Street address is required');
  await summary.getByRole('link', { name: 'ZIP code: Please enter a valid zipcode' }).click();
  await expect(page.getByLabel('ZIP code')).toBeFocused();
  await expectNoAxeViolations(page, 'property address with errors');

  // A state typed by name is taken; a ZIP code of another state is caught before the waitlist.
  await fillAddress(page, { street1: '5 Ranch Road', city: 'Austin', state: 'Texas', zip: '95814' });
  await expect(page.getByLabel('State')).toHaveValue('Texas');
  await page.getByLabel(/Primary residence/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(summary.getByRole('link')).toHaveText([
    'ZIP code: This ZIP code is not in the state entered. Check the ZIP code and the state.',
  ]);
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Is this property currently for sale?');
});

test('the routes of registration: no skipping a step, the tracker, and the redesign flag', async ({ context }) => {
  await onFreshPage(context, 'a URL cannot skip an unanswered step, and the draft survives a reload without the password', async (page) => {
    await page.goto(`${REGISTER}/birthdate?org=NORTHSTAR`);
    await expect(page).toHaveURL(new RegExp(`${REGISTER}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("What's your property address for financing?");

    await fillAddress(page, { street1: '42 Lighthouse Lane', city: 'Sacramento', state: 'CA', zip: '95814' });
    await page.getByLabel(/Primary residence/).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/for-sale$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Is this property currently for sale?');
    await page.goBack();
    await expect(page.getByLabel('Street address')).toHaveValue('42 Lighthouse Lane');
    await expect(page.getByLabel(/Primary residence/)).toBeChecked();
    await page.goForward();
    await expect(page).toHaveURL(/\/for-sale$/);
  });
  await onFreshPage(context, 'the tracker lists the spec’s groups and marks where the person is', async (page) => {
    const { phoneNumber: _phone, dob: _dob, ...upToName } = DRAFT_TO_PASSWORD;
    await seedDraft(page, 'NORTHSTAR', upToName);
    await page.goto(`${REGISTER}/birthdate?org=NORTHSTAR`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('When is your birthday?');
    await expect(page).toHaveTitle(/\(Step 5 of 8\)/);
    const tracker = page.getByRole('navigation', { name: 'Application progress' });
    await expect(tracker.getByRole('listitem')).toHaveText([
      /^Property Info/,
      /^Income Info/,
      /^Personal Info/,
      /^Contact Info/,
      /^Log-in Info/,
    ]);
    const current = tracker.locator('[aria-current="step"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('Personal Info');
    await expect(current).toContainText('Birthdate');
    await expect(tracker.getByRole('listitem').first()).toContainText('(done)');
  });
  await onFreshPage(
    context,
    'with the redesign flag off, register-v2 sends the person to register and the journey goes on there',
    async (page) => {
      await page.addInitScript(() => sessionStorage.setItem('heloc.flagOverrides', JSON.stringify({ 'fe-heloc-redesign-2025': false })));
      const { phoneNumber: _phone, dob: _dob, name: _name, ...upToIncome } = DRAFT_TO_PASSWORD;
      await seedDraft(page, 'HARBOR_CU', upToIncome);
      await page.goto(`${REGISTER}/legal-name?org=HARBOR_CU`);
      await expect(page).toHaveURL(/\/account\/heloc\/register\/legal-name/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is your legal name?');
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/account\/heloc\/register\/birthdate/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('When is your birthday?');
    },
  );
  await onFreshPage(context, 'with the redesign flag on, register and the old account path lead to register-v2', async (page) => {
    await page.goto('/account/heloc/register?org=HARBOR_CU');
    await expect(page).toHaveURL(/\/account\/heloc\/register-v2/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("What's your property address for financing?");
    await page.goto('/account/heloc/account/register?org=HARBOR_CU');
    await expect(page).toHaveURL(/\/account\/heloc\/register-v2/);
  });
});

test('the contact and password steps apply the spec’s phone and password rules', async ({ page }) => {
  await seedDraft(page, 'NORTHSTAR', { ...DRAFT_TO_PASSWORD, phoneNumber: undefined });
  await page.goto(`${REGISTER}/phone-and-email?org=NORTHSTAR`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('See your pre-qualification on the next page!');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Mobile phone number').fill('14155550123');
  await expect(page.getByLabel('Mobile phone number')).toHaveValue('+1 (415) 555-0123');
  await page.getByRole('button', { name: 'Check my rate' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link', { name: 'Please enter a valid email address' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Country code 1 is not needed' })).toBeVisible();

  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Mobile phone number').fill('4155550123');
  await page.getByRole('button', { name: 'Check my rate' }).click();
  await agreeToElectronicRecords(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your password');
  await page.getByLabel('Password', { exact: true }).fill('weakpassword');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create account and see offers' }).click();
  const errors = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(errors.getByRole('link', { name: 'Password is not strong enough' })).toBeVisible();
  await expect(errors.getByRole('link', { name: "Passwords don't match" })).toBeVisible();
  // Consents start unticked, and each is required.
  await expect(page.getByLabel(/I agree to the Terms of Use/)).not.toBeChecked();
  await expect(errors.getByRole('link', { name: /: Required$/ })).toHaveText([
    /^I agree to the Terms of Use and the Privacy Policy: Required$/,
    'I agree to receive communications, such as emails and texts about my application, electronically: Required',
  ]);
  await page.getByRole('button', { name: 'Show' }).first().click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
});

test('an email that already has an account opens “Account Already Exists” with the email and a Log in button', async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await registerViaApi(request, email);
  await seedDraft(page, 'NORTHSTAR', { ...DRAFT_TO_PASSWORD, email });
  await page.goto(`${REGISTER}/set-password?org=NORTHSTAR`);
  await fillPasswordStep(page);
  await page.getByRole('button', { name: 'Create account and see offers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account Already Exists' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(email);
  await expect(dialog.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
    'href',
    `/auth/login?email=${encodeURIComponent(email)}`,
  );
  await expect(dialog.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    `/auth/forgot-password?email=${encodeURIComponent(email)}`,
  );
  const stored = JSON.stringify(await storedRegistration(page, 'NORTHSTAR'));
  expect(stored).toContain(email);
  expect(stored).not.toContain(PASSWORD);
});

test('a borrower who already has an active application is offered to continue it', async ({ page, request }) => {
  const email = uniqueEmail();
  const token = await registerViaApi(request, email);
  // The same person, signed in, submits a second registration in this tab.
  await seedDraft(page, 'NORTHSTAR', { ...DRAFT_TO_PASSWORD, email }, { idempotencyKey: crypto.randomUUID(), registeredEmail: email });
  await page.addInitScript((jwt) => localStorage.setItem('heloc.jwt', jwt), token);
  await page.goto(`${REGISTER}/set-password?org=NORTHSTAR`);
  await fillPasswordStep(page);
  // An application started meanwhile (another tab, say); one there already when registration opens
  // sends the person straight to it (returning-borrower.spec.ts).
  const uuid = await createApplicationViaApi(request, token, email);
  await page.getByRole('button', { name: 'Create account and see offers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Active application already exists.' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select$`));
});

test('a New York property on the main lender’s site is offered the New York entity’s site, with the answers so far, and back', async ({
  page,
}) => {
  await page.goto(`${REGISTER}?org=NORTHSTAR`);
  await fillAddress(page, { street1: '42 Lighthouse Lane', city: 'Sacramento', state: 'CA', zip: '95814' });
  await page.getByLabel(/Primary residence/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Is this property currently for sale?');
  await page.getByLabel('No', { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is your annual income?');
  await page.getByLabel('Employment type').selectOption({ label: 'Employed full-time' });
  await page.getByLabel(/Annual income/).fill('145000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('When is your birthday?');

  // Back on the first step, the home turns out to be in New York.
  await page.goto(`${REGISTER}?org=NORTHSTAR`);
  await fillAddress(page, { street1: '350 Fifth Avenue', city: 'New York', state: 'NY', zip: '10118' });
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Looks like you are applying with a property located in New York' });
  await expect(dialog).toContainText('your answers so far come with you');
  await dialog.getByRole('link', { name: 'Continue on the other site' }).click();

  // The New York entity's site, its own name, with the answers: the hand-over's id has left the address.
  await expect(page).toHaveURL(/register-v2\?org=NORTHSTAR_NY$/);
  await expect(page.getByRole('img', { name: 'Northstar Home Credit of New York' }).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Street address' })).toHaveValue('350 Fifth Avenue');
  await expect(page.getByLabel('State')).toHaveValue('New York');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('No', { exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel(/Annual income/)).toHaveValue('145,000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Last name')).toHaveValue('Lovelace');

  // And a home outside New York there is offered the main site.
  await page.goto(`${REGISTER}?org=NORTHSTAR_NY`);
  await fillAddress(page, { street1: '42 Lighthouse Lane', city: 'Sacramento', state: 'CA', zip: '95814' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog', { name: 'Looks like you are applying with a property located outside of New York' })).toBeVisible();
});

test('a referred application outside the loan officer’s licensed states is stopped with the spec’s message', async ({ page }) => {
  await page.goto(`${REGISTER}?org=PINE_LO&referrer=3f2b8c1e-8d1a-4c2e-9f00-1234567890ab`);
  await fillAddress(page, { street1: '5 Ranch Road', city: 'Austin', state: 'TX', zip: '73301' });
  await expect(page.getByRole('alert')).toHaveText(
    'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
  );
  // The button stays pressable: pressing it on an otherwise complete step brings the reason to the person.
  await page.getByLabel(/Primary residence/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await page.getByLabel('State').fill('CA');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the income step refuses unemployment and asks to confirm a low income', async ({ page }) => {
  await seedDraft(page, 'EVERGREEN_62', { propertyAddress: DRAFT_TO_PASSWORD.propertyAddress, isListedForSale: 'NO' });
  await page.goto(`${REGISTER}/annual-income?org=EVERGREEN_62`);
  await page.getByLabel('Employment type').selectOption({ label: 'Unemployed / furloughed' });
  // Nothing typed yet: no confirmation box.
  await expect(page.getByLabel(/I confirm this is my total pre-tax annual income/)).toHaveCount(0);
  await page.getByLabel(/Annual income/).fill('12000');
  await expect(page.getByLabel(/I confirm this is my total pre-tax annual income/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link', { name: "We apologize. At this time, we don't lend to unemployed borrowers." })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Please confirm your pre-tax annual income' })).toBeVisible();
  await expectNoAxeViolations(page, 'annual income on a phone');
  await page.getByLabel(/Annual income/).fill('90000');
  await expect(page.getByLabel(/I confirm this is my total pre-tax annual income/)).toHaveCount(0);
});

test('the age-restricted lender says it lends to people 62 or older on its first step, and asks for it at the birthdate', async ({
  page,
}) => {
  // Up front, before anything is typed, in the lender's words with its age (lender.json features.minimumAge).
  await page.goto(`${REGISTER}?org=EVERGREEN_62`);
  await expect(page.getByRole('status').filter({ hasText: 'or older to apply' })).toHaveText(
    "You must be 62 or older to apply. We'll ask for your date of birth in a few steps.",
  );
  await seedDraft(page, 'EVERGREEN_62', {
    ...DRAFT_TO_PASSWORD,
    propertyAddress: { ...DRAFT_TO_PASSWORD.propertyAddress, state: 'MI', zip: '48104' },
    dob: undefined,
  });
  await page.goto(`${REGISTER}/birthdate?org=EVERGREEN_62`);
  await page.getByLabel('Month').fill('1');
  await page.getByLabel('Day').fill('1');
  await page.getByLabel('Year').fill(String(new Date().getFullYear() - 61));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Must be 62 years or older to apply for a loan').first()).toBeVisible();
  // And in Spanish, with the same age filled in.
  await offerMarkedSpanish(page, 'EVERGREEN_62');
  await page.goto(`${REGISTER}?org=EVERGREEN_62&lang=es`);
  await expect(page.getByRole('status').filter({ hasText: '62 años o más' })).toHaveText(
    esMarked('registration:notices.minimumAge').replace('{{age}}', '62'),
  );
});

test('a direct-mail offer code fills in the address and name, and the application carries the offer', async ({ page }) => {
  await page.goto(`${REGISTER}?org=LAKESHORE&offerCode=LKS4821Q`);
  await expect(page.getByRole('combobox', { name: 'Street address' })).toHaveValue('14 Harbor View Drive');
  await expect(page.getByLabel('City')).toHaveValue('Ann Arbor');
  await expect(page.getByLabel('ZIP code')).toHaveValue('48104');
  await page.getByLabel(/Primary residence/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('No', { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Employment type').selectOption({ label: 'Employed full-time' });
  await page.getByLabel(/Annual income/).fill('98000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is your legal name?');
  await expect(page.getByLabel('First name')).toHaveValue('Dana');
  await expect(page.getByLabel('Last name')).toHaveValue('Whitaker');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Month').fill('4');
  await page.getByLabel('Day').fill('12');
  await page.getByLabel('Year').fill('1980');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('e2e.offer'));
  await page.getByLabel('Mobile phone number').fill('4155550123');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await agreeToElectronicRecords(page);
  await fillPasswordStep(page);
  const created = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/application/helocs'));
  await page.getByRole('button', { name: 'Create account and see offers' }).click();
  const body = (await created).postDataJSON();
  expect(body).toMatchObject({ offerCode: { code: 'LKS4821Q', inHomeDate: '2026-11-02', respondByDate: '2027-01-31' } });
  // The first page showed the prescreen opt-out notices, and the application records them.
  expect(body.disclosuresShown.map((shown: { type: string }) => shown.type)).toContain('PRESCREEN_OPT_OUT_NOTICE');
  await expect(page).toHaveURL(/\/product\/select$/, { timeout: 20_000 });
});

test('an affiliate’s prepopulation cookie fills in what the affiliate knows', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'heloc_prepop', value: 'aff-7f3c2a91', url: baseURL! }]);
  await page.goto(`${REGISTER}?org=NORTHSTAR`);
  await expect(page.getByRole('combobox', { name: 'Street address' })).toHaveValue('42 Lighthouse Lane');
  await expect(page.getByLabel('City')).toHaveValue('Sacramento');
  const stored = (await storedRegistration(page, 'NORTHSTAR'))?.draft;
  expect(stored).toMatchObject({ email: 'morgan.reyes@example.com', phoneNumber: '4155550188', dob: '1979-06-21' });
});

test('the question in the served HTML sits exactly where the app renders it, so nothing moves when the app takes over @phone', async ({
  browser,
}, testInfo) => {
  const headingTop = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: testInfo.project.use.viewport ?? null });
    const page = await context.newPage();
    await page.goto(`${REGISTER}?org=NORTHSTAR`);
    if (javaScriptEnabled) await page.getByRole('combobox', { name: 'Street address' }).waitFor();
    const box = await page.getByRole('heading', { level: 1 }).boundingBox();
    await context.close();
    return box;
  };
  const prerendered = await headingTop(false);
  const rendered = await headingTop(true);
  expect(prerendered).not.toBeNull();
  expect(prerendered).toEqual(rendered);
});
