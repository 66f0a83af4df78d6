// What the documents and the notice of the right to cancel call the security instrument, by the
// home's state (flows/security-instruments.json): a Massachusetts home is mortgaged, a California
// home is put under a deed of trust. A HELOC's disclosure at opening is the account-opening
// disclosure (Reg Z 1026.6), never TRID's 'Closing Disclosure'. Read as the borrower and a co-owner
// read them.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectNoAxeViolations } from './support/axe';
import {
  coOwnerNamed,
  createApplicationViaApi,
  PASSWORD,
  registerViaApi,
  sandboxControl,
  signIn,
  uniqueEmail,
} from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce' });

const HOMES = {
  CA: {
    address: { street1: '42 Lighthouse Lane', city: 'Sacramento', state: 'CA', zip: '95814' },
    a: 'a deed of trust',
    the: 'the deed of trust',
    title: 'Deed of Trust',
  },
  MA: {
    address: { street1: '7 Beacon Street', city: 'Boston', state: 'MA', zip: '02108' },
    a: 'a mortgage',
    the: 'the mortgage',
    title: 'Mortgage',
  },
} as const;

const moveHome = async (request: APIRequestContext, token: string, uuid: string, state: keyof typeof HOMES, more: object = {}) =>
  expect((await sandboxControl(request, token, uuid, 'state', { ...more, property: { address: HOMES[state].address } })).status()).toBe(
    200,
  );

for (const state of ['MA', 'CA'] as const) {
  const home = HOMES[state];
  test(`a borrower in ${state} reads that they give us ${home.a}, and signs the account-opening disclosure`, async ({ page, request }) => {
    const email = uniqueEmail(`e2e.names.${state}`);
    const token = await registerViaApi(request, email);
    const uuid = await createApplicationViaApi(request, token, email);
    await moveHome(request, token, uuid, state, { checklistStatus: 'NOTE_SIGNING' });
    await signIn(page, token);
    await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
    await expect(page).toHaveURL(new RegExp(`/${uuid}/signing/intro`));

    const documents = page.getByRole('region', { name: "What you'll sign" }).getByRole('listitem');
    await expect(documents).toHaveText([
      'Home Equity Line of Credit Agreement',
      'Account-Opening Disclosure',
      'What you should know about home equity lines of credit',
    ]);
    const notice = page.getByTestId('rescission-notice');
    await expect(notice.getByTestId('rescission-intro')).toHaveText(
      `We have agreed to open a home equity line of credit for you, and you have agreed to give us ${home.a} on your home as security for the line. You have a legal right under federal law to cancel the line, without cost, within three business days after the latest of these events:`,
    );
    await expect(notice.getByTestId('rescission-effects')).toContainText(
      `If you cancel, ${home.the} on your home is also cancelled. Within 20 calendar days of receiving your notice, we must take the steps needed to show that ${home.the} on your home has been cancelled`,
    );
    // Neither TRID's form nor the other state's instrument is named anywhere on the page.
    await expect(page.getByText(/Closing Disclosure/)).toHaveCount(0);
    await expect(page.getByText(state === 'MA' ? /deed of trust/i : /mortgage on your home/i)).toHaveCount(0);
  });
}

test('a Massachusetts co-owner signs the Mortgage and is shown the account-opening disclosure', async ({ page, request }) => {
  const { uuid, token, coDeeder } = await coOwnerNamed(request, 'e2e.names.ma');
  await moveHome(request, token, uuid, 'MA');
  const links = (await (await sandboxControl(request, token, uuid, 'signer-invitations')).json()) as Array<{ url: string }>;

  await page.goto(links[0]!.url);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/heloc-signer\/intro$/);
  await expect(page.getByText('As an owner, you sign the mortgage that secures it.')).toBeVisible();
  await expect(page.getByText('Signing the mortgage does not make you a borrower')).toBeVisible();
  await expect(page.getByText('Read the mortgage and the account-opening disclosure to the end.')).toBeVisible();
  await expectNoAxeViolations(page, 'signer intro, Massachusetts');

  // The documents the co-owner signs, by the titles the server gives them, and the instrument's own PDF.
  const login = await request.post('/identity/api/v1/login?organization=NORTHSTAR', {
    data: { email: coDeeder.email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const jwt = login.headers()['authorization']!;
  const api = `/service-application/api/v1/heloc-signer/applications/${uuid}/documents`;
  const listed = (await (await request.get(api, { headers: { authorization: jwt } })).json()) as Array<{ type: string; title: string }>;
  expect(listed.map((d) => d.title)).toEqual(['Mortgage', 'Account-Opening Disclosure']);
  const pdf = await request.get(`${api}/SECURITY_INSTRUMENT`, { headers: { authorization: jwt } });
  expect((await PDFDocument.load(await pdf.body())).getTitle()).toBe('Mortgage');
});
