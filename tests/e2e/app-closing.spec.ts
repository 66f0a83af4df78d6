// Closing against the sandbox server: reading and signing the loan documents, other owners on the
// deed, the notary (online session and in-person booking), the end, and the disclosures.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createApplicationViaApi, registerViaApi, sandboxControl, signIn, uniqueEmail } from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce' });

/** A signed-in borrower (Grace Hopper) whose application the sandbox control has set to `state`. */
async function borrowerAt(page: Page, request: APIRequestContext, state: object, lastName = 'Hopper') {
  const email = uniqueEmail('e2e.closing');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email, lastName);
  const control = await sandboxControl(request, token, uuid, 'state', state);
  expect(control.status()).toBe(200);
  await signIn(page, token);
  return { uuid, email, token };
}

/** Moves the application's clock (the sandbox control, at most 30 days a call) to the Tuesday before the next Thanksgiving in Phoenix. */
async function clockToTuesdayBeforeThanksgiving(request: APIRequestContext, token: string, uuid: string) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Phoenix' }).format(new Date());
  const tuesdayBefore = (year: number) => {
    const firstThursday = 1 + ((4 - new Date(Date.UTC(year, 10, 1)).getUTCDay() + 7) % 7);
    return new Date(Date.UTC(year, 10, firstThursday + 21 - 2)).toISOString().slice(0, 10);
  };
  const year = Number(today.slice(0, 4));
  const target = tuesdayBefore(year) >= today ? tuesdayBefore(year) : tuesdayBefore(year + 1);
  for (let days = (Date.parse(target) - Date.parse(today)) / 86_400_000; days > 0; days -= 30) {
    expect((await sandboxControl(request, token, uuid, 'clock', { advanceDays: Math.min(days, 30) })).status()).toBe(200);
  }
  return target;
}

/** Content-Security-Policy refusals (an eval, a worker from elsewhere) and uncaught errors on the page. */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('reads and signs the documents, meets the eNotary online and reaches the end', async ({ page, context, request }) => {
  // The longest walk in the suite (three documents drawn, the notary, the right to cancel): 17 s alone, more under load.
  test.slow();
  const problems = watchForProblems(page);
  const { uuid } = await borrowerAt(page, request, {
    checklistStatus: 'NOTE_SIGNING',
    amount: 60000,
    term: 10,
    rate: 0.0845,
    originationFee: 0.02,
    disburseAccount: { mask: '6789' },
  });
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/signing/intro$`));
  await expect(heading(page)).toHaveText('Sign your loan documents');
  await expect(page.getByRole('listitem').filter({ hasText: 'Account-Opening Disclosure' })).toBeVisible();
  await expectNoAxeViolations(page, 'signing intro');

  await page.getByRole('link', { name: 'Get help with signing' }).click();
  await expect(heading(page)).toHaveText('Help with signing');
  await expect(page.getByRole('main').getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute('href', 'tel:+18005550142');
  await expectNoAxeViolations(page, 'signing support');
  await page.getByRole('link', { name: 'Back to signing' }).click();

  // E-signing starts with the location question: refused first (the browser's default here), then allowed.
  await page.getByRole('button', { name: 'Review documents' }).click();
  const location = page.getByRole('dialog', { name: 'Why we need your location' });
  await expect(location.getByRole('button', { name: 'Share my location' })).toBeFocused();
  await location.getByRole('button', { name: 'Share my location' }).click();
  await expect(location.getByRole('alert')).toContainText('Your browser is not sharing your location');
  await expectNoAxeViolations(page, 'location refused');
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 44.98, longitude: -93.27 });
  await location.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/signing/sign$`));
  await expect(heading(page)).toHaveText('Read and sign your documents');
  const agreement = page.getByRole('region', { name: /^Home Equity Line of Credit Agreement, scroll to read/ });
  await expect(agreement.getByRole('img', { name: 'Page 1 of 1 of Home Equity Line of Credit Agreement' })).toBeVisible();
  await expectNoAxeViolations(page, 'signing documents');

  // No box can be checked before its document is read; signing without them names what is missing. The
  // agreement's box accepts it; the disclosure's and the booklet's acknowledge receiving them.
  const acceptAgreement = page.getByLabel('I have read and accept the Home Equity Line of Credit Agreement');
  await expect(acceptAgreement).toBeDisabled();
  await page.getByRole('button', { name: 'Sign documents' }).click();
  await expect(page.getByText('Read this document to the end, then check the box.', { exact: true })).toHaveCount(3);
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'I have read and accept the Home Equity Line of Credit Agreement: Read this document to the end, then check the box.',
    'I have received the Account-Opening Disclosure: Read this document to the end, then check the box.',
    'I have received the booklet “What you should know about home equity lines of credit”: Read this document to the end, then check the box.',
    'Type your full legal name to sign: Required',
  ]);
  // A locked box cannot take focus: its link goes to the document, which unlocks it.
  await summary.getByRole('link').nth(1).click();
  await expect(page.getByRole('region', { name: 'Account-Opening Disclosure', exact: true })).toBeFocused();

  // Two documents read to their end in the viewer, the third downloaded instead.
  for (const [title, box] of [
    ['Home Equity Line of Credit Agreement', 'I have read and accept the Home Equity Line of Credit Agreement'],
    ['Account-Opening Disclosure', 'I have received the Account-Opening Disclosure'],
  ]) {
    const viewer = page.getByRole('region', { name: new RegExp(`^${title}, scroll to read`) });
    await expect(viewer.getByRole('img')).toHaveCount(1);
    // Reading means the end is on screen: the box scrolled to its end, and the box itself in view.
    await viewer.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await viewer.scrollIntoViewIfNeeded();
    await page.getByLabel(box!, { exact: true }).check();
  }
  const booklet = 'What you should know about home equity lines of credit';
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `Download ${booklet} (PDF)` }).click();
  expect((await download).suggestedFilename()).toBe('cfpb_heloc_booklet.pdf');
  // The booklet is received, not accepted (Reg Z 1026.40(e)).
  await expect(page.getByLabel(/accept the What you should know/)).toHaveCount(0);
  await page.getByLabel(`I have received the booklet “${booklet}”`).check();

  const name = page.getByLabel('Type your full legal name to sign');
  await expect(name).toHaveAccessibleDescription(/As it appears on your application: Grace Hopper/);
  await name.fill('Grace Lovelace');
  await page.getByRole('button', { name: 'Sign documents' }).click();
  await expect(name).toHaveAccessibleDescription(/Please type your full legal name as it appears on the application/);
  await name.fill('  grace   HOPPER ');
  await page.getByRole('button', { name: 'Sign documents' }).click();

  await expect(page).toHaveURL(new RegExp(`/${uuid}/notary/intro$`));
  await expect(heading(page)).toHaveText('Talk to eNotary');
  await expect(page.getByText('An in-person notary costs $300.')).toBeVisible();
  await expectNoAxeViolations(page, 'notary intro');

  await page.getByRole('link', { name: 'Start eNotary session' }).click();
  await expect(heading(page)).toHaveText('Your eNotary session');
  await expectNoAxeViolations(page, 'notary session before joining');
  await page.getByRole('button', { name: 'Join session' }).click();
  await expect(page.getByText(/You're connected with .+, notary public\./)).toBeVisible();
  await expectNoAxeViolations(page, 'notary session joined');
  await page.getByRole('button', { name: 'Sign the deed' }).click();

  await expect(page).toHaveURL(new RegExp(`/${uuid}/complete$`));
  await expect(heading(page)).toHaveText("You're all signed");
  await expect(page.locator('section[aria-labelledby="complete-timeline"] [aria-current="step"]')).toContainText('Right-to-cancel period');
  await expect(page.getByText('Your funds go to your account ending in 6789.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload insurance declaration' })).toHaveAttribute(
    'href',
    `/account/heloc/${uuid}/insurance/upload`,
  );
  await expectNoAxeViolations(page, 'complete');
  expect(problems).toEqual([]);
});

test('books an in-person notary on business days, on the home clock, adds it to a calendar, and the visit moves it on', async ({
  page,
  request,
}) => {
  const phoenix = { street1: '7 Saguaro Way', city: 'Phoenix', state: 'AZ', zip: '85004' };
  const { uuid, token } = await borrowerAt(page, request, { checklistStatus: 'NOTARY_DISCLOSURE', property: { address: phoenix } });
  const tuesday = await clockToTuesdayBeforeThanksgiving(request, token, uuid);
  const day = (offset: number) => new Date(Date.parse(tuesday) + offset * 86_400_000);
  const dayName = (offset: number) =>
    new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(day(offset));
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(heading(page)).toHaveText('Talk to eNotary');
  await page.getByRole('link', { name: 'Schedule an in-person notary' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/notary/schedule-manual$`));
  await expect(heading(page)).toHaveText('Schedule an in-person notary');
  await expect(page.getByTestId('notary-time-zone')).toHaveText('Times are in Mountain Standard Time, where your home is in Arizona.');
  await expectNoAxeViolations(page, 'schedule manual notary');

  await page.getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByText('Please choose a time')).toBeVisible();
  // Wednesday, then Friday: Thanksgiving is not offered.
  const days = page.getByRole('group', { name: 'Day' }).getByRole('radio');
  await expect(days).toHaveCount(5);
  await expect(page.getByRole('group', { name: 'Day' }).locator('label').nth(0)).toHaveText(dayName(1));
  await expect(page.getByRole('group', { name: 'Day' }).locator('label').nth(1)).toHaveText(dayName(3));
  await expect(page.getByRole('radio', { name: dayName(2) })).toHaveCount(0);
  await page.getByRole('radio', { name: dayName(3) }).check();
  await page.getByRole('group', { name: 'Time (Mountain Standard Time)' }).getByRole('radio', { name: '1:00 PM MST' }).check();
  await page.getByRole('button', { name: 'Book this time' }).click();

  await expect(page).toHaveURL(new RegExp(`/${uuid}/notary/reserve-manual$`));
  await expect(heading(page)).toHaveText('Your notary visit is booked');
  const card = page.getByTestId('notary-appointment');
  await expect(card).toContainText(`${dayName(3)} at 1:00 PM Mountain Standard Time`);
  await expect(card).toContainText('At 7 Saguaro Way, Phoenix, AZ 85004');
  await expect(card.getByRole('heading', { name: 'Your notary' })).toBeVisible();
  await expect(card.getByRole('link', { name: '(800) 555-0163' })).toHaveAttribute('href', 'tel:+18005550163');
  await expectNoAxeViolations(page, 'reserve manual booked');

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('notary-visit.ics');
  const ics = (await readFile((await file.path())!, 'utf8')).replace(/\r\n /g, '');
  // 1:00 PM in Arizona (UTC-7 all year) is 20:00 UTC.
  expect(ics).toContain(`\r\nDTSTART:${day(3).toISOString().slice(0, 10).replace(/-/g, '')}T200000Z\r\n`);
  expect(ics).toContain('\r\nSUMMARY:Notary visit: sign the deed to your home\r\n');
  expect(ics).toMatch(/\r\nDESCRIPTION:Your notary: Jordan Reyes\\, \(800\) 555-0163\\, jordan\.reyes@notary\.example/);
  expect(ics).toContain(`\r\nUID:notary-visit-${uuid}@`);

  await page.getByRole('button', { name: 'Change time' }).click();
  await expect(heading(page)).toHaveText('Reserve your notary visit');
  await expectNoAxeViolations(page, 'reserve manual picker');
  await page.getByRole('radio', { name: '9:00 AM MST' }).check();
  await page.getByRole('button', { name: 'Reserve this time' }).click();
  await expect(heading(page)).toHaveText('Your notary visit is booked');
  await page.reload();
  // The picker opens on the first day offered: the visit is now on Wednesday.
  await expect(card).toContainText(`${dayName(1)} at 9:00 AM Mountain Standard Time`);

  // No notary comes in the sandbox: its control holds the visit, and the application moves on to the right to cancel.
  const sandbox = page.getByRole('region', { name: 'Sandbox: the notary visit' });
  await sandbox.getByRole('button', { name: 'The notary visit happened' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/complete$`));
  await expect(heading(page)).toHaveText("You're all signed");
  // Signed at Wednesday's visit: Friday, Saturday and Monday to cancel (not Thanksgiving, not Sunday).
  await expect(page.getByTestId('rescission-ends')).toHaveText(`You can cancel until the end of ${dayName(6)}.`);
});

test('names the other owners on the deed, checking each field', async ({ page, request }) => {
  const { uuid, email } = await borrowerAt(page, request, { checklistStatus: 'CO_DEED_REQ' });
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/signing/additional$`));
  await expect(heading(page)).toHaveText('Who else owns your home?');
  await expectNoAxeViolations(page, 'additional signers');

  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Please enter the first name');
  await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('Please enter the last name');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/Required/);
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'First name: Please enter the first name',
    'Last name: Please enter the last name',
    'Email: Required',
  ]);
  await expectNoAxeViolations(page, 'additional signers with errors');

  // With two owners the summary says whose field each link goes to.
  await page.getByRole('button', { name: 'Add another owner' }).click();
  const second = page.getByRole('group', { name: 'Other owner 2' });
  await second.getByLabel('First name').fill('Ada');
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(summary.getByRole('link')).toHaveText([
    'First name (Other owner 1): Please enter the first name',
    'Last name (Other owner 1): Please enter the last name',
    'Email (Other owner 1): Required',
    'Last name (Other owner 2): Please enter the last name',
    'Email (Other owner 2): Required',
  ]);
  await summary.getByRole('link', { name: 'Last name (Other owner 2): Please enter the last name' }).click();
  await expect(second.getByLabel('Last name')).toBeFocused();
  await page.getByRole('button', { name: 'Remove other owner 2' }).click();

  await page.getByLabel('First name').fill('Charles');
  await page.getByLabel('Last name').fill('Babbage');
  await page.getByLabel('Email').fill(email);
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/Each additional signer needs their own email address/);
  await page.getByLabel('Email').fill('charles@example.com');

  await page.getByRole('button', { name: 'Add another owner' }).click();
  await expect(page.getByRole('group', { name: 'Other owner 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove other owner 2' }).click();
  await expect(page.getByRole('group', { name: 'Other owner 2' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/notary/intro$`));
});

test('a failed notary session ends on the error page, which leads back to the notary step', async ({ page, request }) => {
  const { uuid } = await borrowerAt(page, request, { checklistStatus: 'ATTORNEY_REVIEW' });
  await page.goto(`/account/heloc/${uuid}/notary/session?org=NORTHSTAR`);
  await expect(heading(page)).toHaveText('Your eNotary session');
  // The server refuses to start a session while an attorney reviews.
  await page.getByRole('button', { name: 'Join session' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/notary/error$`));
  await expect(heading(page)).toHaveText("We couldn't complete your notary session");
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  await expectNoAxeViolations(page, 'notary error');
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/notary/intro$`));
  await expect(page.getByRole('status').filter({ hasText: 'An attorney is reviewing your documents' })).toBeVisible();
  await expectNoAxeViolations(page, 'notary intro while an attorney reviews');
});

test('the disclosures page stays open to a declined borrower and serves the booklet', async ({ page, request }) => {
  const { uuid } = await borrowerAt(page, request, {}, 'Declined');
  await page.goto(`/account/heloc/${uuid}/document/disclosures?org=NORTHSTAR`);
  await expect(heading(page)).toHaveText('Your disclosures');
  const link = page.getByRole('link', { name: 'Download What you should know about home equity lines of credit (PDF)' });
  await expect(link).toBeVisible();
  await expect(page.getByRole('link', { name: /^Download Home Equity Line of Credit Agreement/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'disclosures');
  // Read full screen, where pdf.js loads only now; closing gives the focus back.
  const open = page.getByRole('button', { name: 'Open full screen: What you should know about home equity lines of credit' });
  await open.click();
  const reader = page.getByRole('dialog', { name: 'What you should know about home equity lines of credit' });
  await expect(reader.getByRole('img', { name: /^Page 1 of 1 of / })).toBeVisible();
  await expectNoAxeViolations(page, 'disclosure full screen');
  await reader.getByRole('button', { name: 'Close' }).click();
  await expect(open).toBeFocused();
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toBe('cfpb_heloc_booklet.pdf');
  // The status (DECLINED) names error/decline, yet this page stays.
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/document/disclosures\\?org=NORTHSTAR$`));
});

test('a document on a phone reads full screen at a readable size, and scrolling the page reads it @phone-only', async ({
  page,
  request,
}) => {
  const { uuid } = await borrowerAt(page, request, {
    checklistStatus: 'NOTE_SIGNING',
    amount: 60000,
    term: 10,
    rate: 0.0845,
    originationFee: 0.02,
  });
  await page.goto(`/account/heloc/${uuid}/signing/sign?org=NORTHSTAR`);
  await expect(heading(page)).toHaveText('Read and sign your documents');
  const disclosure = page.getByTestId('document-ACCOUNT_OPENING_DISCLOSURE');
  const accept = page.getByLabel('I have received the Account-Opening Disclosure');
  // The rule is said beside the box, with how far the reader has got.
  await expect(accept).toBeDisabled();
  await expect(accept).toHaveAccessibleDescription(
    /^0 of 1 page read\. To check the box, read the document to the end, here or full screen, or download it\.$/,
  );

  // Full screen, a page is drawn 700 px wide (as on a large screen: its 11 pt text at about 12.5 px), wider than the phone.
  // This one-page document's end is on screen whenever the button is near the top, which counts it
  // as read; so the test scrolls the button on screen itself, with the end below, not the click.
  await expect(disclosure.getByRole('img', { name: 'Page 1 of 1 of Account-Opening Disclosure' })).toBeVisible();
  const open = disclosure.getByRole('button', { name: 'Open full screen: Account-Opening Disclosure' });
  await open.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  await page.evaluate(() => window.scrollBy({ top: 120 }));
  const end = disclosure.getByText('End of document');
  await expect(end).not.toBeInViewport();
  await open.click();
  const reader = page.getByRole('dialog', { name: 'Account-Opening Disclosure' });
  const fullPage = reader.getByRole('img', { name: 'Page 1 of 1 of Account-Opening Disclosure' });
  await expect(fullPage).toBeVisible();
  expect((await fullPage.boundingBox())!.width).toBeGreaterThanOrEqual(700);
  await reader.getByRole('button', { name: 'Zoom in' }).click();
  await expect(reader.getByRole('status')).toHaveText('150%');
  await expect.poll(async () => (await reader.getByRole('img').boundingBox())?.width).toBeGreaterThanOrEqual(1050);
  await reader.getByRole('button', { name: 'Close' }).click();
  await expect(reader).toHaveCount(0);
  await expect(end).not.toBeInViewport();
  await expect(accept).toBeDisabled();

  // Scrolling the page itself (there is no inner box on a phone) to the document's end unlocks the box.
  const viewer = page.getByRole('region', { name: 'Account-Opening Disclosure, scroll to read' });
  expect(await viewer.evaluate((box) => box.scrollHeight <= box.clientHeight)).toBe(true);
  await end.evaluate((marker) => window.scrollTo({ top: marker.getBoundingClientRect().top + window.scrollY - 400 }));
  await expect(accept).toBeEnabled();
  await expect(accept).toHaveAccessibleDescription('You can now check the box.');

  // Reading to the end full screen counts too.
  const booklet = 'What you should know about home equity lines of credit';
  await page.getByRole('button', { name: `Open full screen: ${booklet}` }).click();
  const bookletReader = page.getByRole('dialog', { name: booklet });
  await expect(bookletReader.getByRole('img')).toHaveCount(1);
  await expect(bookletReader).toContainText('0 of 1 page read.');
  await bookletReader.getByRole('region').evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  await expect(bookletReader).toContainText('You can now check the box.');
  await bookletReader.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByLabel(`I have received the booklet “${booklet}”`)).toBeEnabled();
});
