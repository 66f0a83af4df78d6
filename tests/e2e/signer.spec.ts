// The additional signer's area against the sandbox: a primary borrower names a co-deeder, who
// follows the invitation, sets a password, uploads an ID and signs; the primary application then
// moves to the notary. Also: the signer login, cancelled and unknown invitations, the fallback
// page, document requests, and who may see what.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { coOwnerNamed, PASSWORD, sandboxControl, signIn } from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce' });

const SIGNER_API = '/service-application/api/v1/heloc-signer/applications';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The spec's two-step notary-only tracker, with its current step (none once every step is done). */
async function expectNotaryOnlyTracker(page: Page, current: string | null) {
  const tracker = page.getByRole('navigation', { name: 'Application progress' });
  // The list is the large-screen view (hidden on phones, where the summary line stands in).
  await expect(tracker.locator('li')).toHaveText([/Identity verification/, /Sign the deed/]);
  if (current) await expect(tracker.locator('[aria-current="step"]')).toContainText(current);
  else await expect(tracker.locator('[aria-current="step"]')).toHaveCount(0);
  await expect(tracker.getByTestId('tracker-summary')).toHaveText(
    current ? new RegExp(`^Step \\d of 2: ${current}$`) : 'All steps complete',
  );
}

/** A primary borrower at CO_DEED_REQ on a jointly owned home who has named one co-deeder. */
async function primaryWithCoDeeder(request: APIRequestContext) {
  const { uuid, token, coDeeder } = await coOwnerNamed(request, 'e2e.signer');
  const links = (await (await sandboxControl(request, token, uuid, 'signer-invitations')).json()) as Array<{ url: string }>;
  const link = links[0]!.url;
  const status = async () =>
    (await (await request.get(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { headers: { authorization: token } })).json())
      .checklistStatus as string;
  return { uuid, token, coDeeder, link, status };
}

/** Sets the co-deeder's password through the API; their session token. */
async function acceptViaApi(request: APIRequestContext, link: string) {
  const invitation = new URL(link, 'http://x').searchParams.get('token')!;
  const res = await request.post('/service-application/external/api/v1/heloc-signer/invitations/accept', {
    data: { token: invitation, password: PASSWORD },
  });
  expect(res.status()).toBe(200);
  return res.headers()['authorization']!;
}

test('a co-deeder follows the invitation, uploads an ID and signs; the primary application moves on', async ({ page, request }) => {
  test.slow();
  const primary = await primaryWithCoDeeder(request);
  expect(await primary.status()).toBe('NOTARY_WAITING_PERIOD');

  await page.goto(primary.link);
  await expect(heading(page)).toHaveText('Set your password');
  await expect(page.getByLabel('Email')).toHaveValue(primary.coDeeder.email);
  await expectNoAxeViolations(page, 'signer resume');
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/Password is not strong enough/);
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription('Required');
  await expectNoAxeViolations(page, 'signer resume with errors');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();

  await expect(page).toHaveURL(/\/heloc-signer\/intro$/);
  await expect(heading(page)).toHaveText('Sign for the home you co-own');
  await expect(page.getByText(/Grace is opening a home equity line of credit/)).toBeVisible();
  await expectNotaryOnlyTracker(page, 'Identity verification');
  await expectNoAxeViolations(page, 'signer intro');
  // Signing before the ID is not yet open: the layout sends the signer to the ID step.
  await page.goto('/account/heloc/heloc-signer/sign');
  await expect(page).toHaveURL(/\/heloc-signer\/identity$/);

  await expect(heading(page)).toHaveText('Verify your identity');
  await expectNotaryOnlyTracker(page, 'Identity verification');
  await expectNoAxeViolations(page, 'signer identity');
  await page.getByRole('button', { name: 'Upload ID' }).click();
  await expect(page.getByText('Please choose the type of ID')).toBeVisible();
  await expect(page.getByLabel('ID photo or scan')).toHaveAccessibleDescription(/Please choose a file/);
  await expectNoAxeViolations(page, 'signer identity with errors');
  await page.getByLabel("Driver's license").check();
  await page.getByLabel('ID photo or scan').setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload ID' }).click();

  // E-signing asks for the location first, for a co-owner as for the borrower.
  const location = page.getByRole('dialog', { name: 'Why we need your location' });
  await expect(location.getByRole('button', { name: 'Share my location' })).toBeFocused();
  await expect(page).toHaveURL(/\/heloc-signer\/identity$/);
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 38.58, longitude: -121.49 });
  await location.getByRole('button', { name: 'Share my location' }).click();

  await expect(page).toHaveURL(/\/heloc-signer\/sign$/);
  await expect(heading(page)).toHaveText('Read and sign the deed of trust');
  await expectNotaryOnlyTracker(page, 'Sign the deed');
  for (const [title, label] of [
    ['Deed of Trust', 'I have read and accept the Deed of Trust'],
    ['Account-Opening Disclosure', 'I have received the Account-Opening Disclosure'],
  ]) {
    const accept = page.getByLabel(label!);
    await expect(accept).toBeDisabled();
    // Downloading counts as reading: the accessible way in.
    await page.getByRole('link', { name: `Download ${title} (PDF)` }).click();
    await accept.check();
  }
  await expectNoAxeViolations(page, 'signer sign');
  const name = page.getByLabel('Type your full legal name to sign');
  await name.fill('Grace Hopper');
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(name).toHaveAccessibleDescription(/Please type your full legal name as it appears on the application/);
  await name.fill('charles babbage');
  await page.getByRole('button', { name: 'Sign', exact: true }).click();

  await expect(page).toHaveURL(/\/heloc-signer\/documents$/);
  await expect(heading(page)).toHaveText("You've signed");
  await expectNotaryOnlyTracker(page, null);
  await expect(page.getByRole('link', { name: 'Download Deed of Trust (PDF)' })).toBeVisible();
  await expectNoAxeViolations(page, 'signer documents');
  // The only co-deeder has signed: the notary is open to the primary borrower.
  expect(await primary.status()).toBe('NOTARY_DISCLOSURE');

  // The link is used; logging out and in again leads back to what they signed.
  await page.goto(primary.link);
  await expect(heading(page)).toHaveText("You've already set your password");
  await expectNoAxeViolations(page, 'signer resume used');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(heading(page)).toHaveText('Log in to sign your documents');
  await page.getByLabel('Email').fill(primary.coDeeder.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/heloc-signer\/documents$/);
});

test("the primary's page waits for the co-owner and moves on by itself when they sign", async ({ page, request }) => {
  const primary = await primaryWithCoDeeder(request);
  await signIn(page, primary.token);
  await page.goto(`/account/heloc/${primary.uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${primary.uuid}/notary/intro$`));
  const waiting = page.getByTestId('waiting-message');
  await expect(waiting).toHaveText(/other owners/);
  await expect(waiting).toBeFocused();
  // Longer than the policy's polling of a status that does not wait on people (7 tries a second apart).
  await page.waitForTimeout(8_000);

  // The co-owner signs (through the API here; the walk above signs through the pages).
  const jwt = await acceptViaApi(request, primary.link);
  const id = await request.post(`${SIGNER_API}/${primary.uuid}/identity`, {
    headers: { authorization: jwt },
    multipart: { idType: 'DRIVERSLICENSEFRONT', file: { name: 'license.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(id.status()).toBe(201);
  const signed = await request.post(`${SIGNER_API}/${primary.uuid}/sign`, {
    headers: { authorization: jwt },
    data: { acceptedDocuments: ['SECURITY_INSTRUMENT', 'ACCOUNT_OPENING_DISCLOSURE'], signatureName: 'Charles Babbage' },
  });
  expect(signed.status()).toBe(200);

  // No reload: the page polls the wait and opens the notary.
  await expect(page.getByRole('link', { name: 'Start eNotary session' })).toBeVisible({ timeout: 10_000 });
  await expect(waiting).toHaveCount(0);
});

test('the signer login, the fallback page, document requests and an ended session', async ({ page, request }) => {
  const primary = await primaryWithCoDeeder(request);
  await acceptViaApi(request, primary.link);

  await page.goto('/account/heloc/heloc-signer');
  await expect(page).toHaveURL(/\/heloc-signer\/login$/);
  await expect(heading(page)).toHaveText('Log in to sign your documents');
  await expectNoAxeViolations(page, 'signer login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter your email');
  await page.getByLabel('Email').fill(primary.coDeeder.email);
  await page.getByLabel('Password').fill('Wrong!Password2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await expectNoAxeViolations(page, 'signer login failed');

  // A signer page without a session goes to the signer login, and back after it.
  await page.goto('/account/heloc/heloc-signer/conditions/upload-document');
  await expect(page).toHaveURL(/\/heloc-signer\/login\?redirectUrl=%2Faccount%2Fheloc%2Fheloc-signer%2Fconditions%2Fupload-document$/);
  await page.getByLabel('Email').fill(primary.coDeeder.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // A condition page that names no request shows the list.
  await expect(page).toHaveURL(/\/heloc-signer\/conditions$/);
  await expect(heading(page)).toHaveText('Document requests');
  // Document requests are outside the notary-only steps.
  await expect(page.getByRole('navigation', { name: 'Application progress' })).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText(/We don't need any documents from you right now/);
  await expectNoAxeViolations(page, 'signer conditions');
  await page.goto('/account/heloc/heloc-signer/conditions/phone-number');
  await expect(page).toHaveURL(/\/heloc-signer\/conditions$/);

  await page.goto('/account/heloc/heloc-signer/no-such-page');
  await expect(page).toHaveURL(/\/heloc-signer\/error$/);
  await expect(heading(page)).toHaveText('Sorry, looks like we have hit a snag!');
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'signer error');

  // A session the server no longer accepts (a 401) ends at the signer login.
  await page.evaluate(() => localStorage.setItem('heloc.jwt', 'Bearer not-a-valid-token'));
  await page.goto('/account/heloc/heloc-signer/intro');
  await expect(page).toHaveURL(/\/heloc-signer\/login\?redirectUrl=%2Faccount%2Fheloc%2Fheloc-signer%2Fintro$/);
});

test('unknown and cancelled invitations go to the cancelled page', async ({ page, request }) => {
  await page.goto('/account/heloc/heloc-signer/resume?token=00000000-0000-4000-8000-000000000000.0.1.bogus');
  await expect(page).toHaveURL(/\/heloc-signer\/cancelled$/);
  await expect(heading(page)).toHaveText('This invitation is no longer available');
  await expectNoAxeViolations(page, 'signer cancelled');

  const primary = await primaryWithCoDeeder(request);
  expect((await sandboxControl(request, primary.token, primary.uuid, 'state', { checklistStatus: 'CANCELLED' })).status()).toBe(200);
  await page.goto(primary.link);
  await expect(page).toHaveURL(/\/heloc-signer\/cancelled$/);
});

test('a co-deeder session in the primary area is logged out, and a signer sees only their own application', async ({ page, request }) => {
  const mine = await primaryWithCoDeeder(request);
  const theirs = await primaryWithCoDeeder(request);
  const signerToken = await acceptViaApi(request, mine.link);

  expect((await request.get(`${SIGNER_API}/${theirs.uuid}`, { headers: { authorization: signerToken } })).status()).toBe(404);
  expect((await request.get(`${SIGNER_API}/${mine.uuid}`, { headers: { authorization: signerToken } })).status()).toBe(200);
  // The primary borrower's own application routes are not the signer's either.
  expect(
    (await request.get(`/service-application/api/v1/application/heloc/${mine.uuid}`, { headers: { authorization: signerToken } })).status(),
  ).toBe(404);

  await page.goto('/account/heloc/heloc-signer/login');
  await page.evaluate((token) => localStorage.setItem('heloc.jwt', token), signerToken);
  await page.goto('/account/heloc/heloc-signer/intro');
  const loanNumber = (await (await request.get(`${SIGNER_API}/${mine.uuid}`, { headers: { authorization: signerToken } })).json())
    .loanNumber as string;
  await expect(page.getByTestId('loan-number')).toHaveText(`Application ID# ${loanNumber}`);

  // In the main area the co-deeder's session is ended and the page reloaded, which then asks for a login.
  await page.goto(`/account/heloc/${mine.uuid}`);
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => localStorage.getItem('heloc.jwt'))).toBeNull();
});
