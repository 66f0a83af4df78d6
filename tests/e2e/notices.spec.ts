// The notices a borrower must be given: the adverse action notice on a decline (ECOA / Reg B
// 1002.9, FCRA 615(a)) and the notice of the right to cancel at signing (Reg Z 1026.15). Each walk
// checks the figures from lender and application data, and that the disclosure record holds it.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createApplicationViaApi, registerViaApi, sandboxControl, signIn, uniqueEmail } from './support/sandbox-borrower';

test.use({ reducedMotion: 'reduce' });

const RECORD = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/disclosure-record`;
const recordedTypes = async (request: APIRequestContext, token: string, uuid: string) =>
  (
    (await (await request.get(RECORD(uuid), { headers: { authorization: token } })).json()) as { disclosures: Array<{ type: string }> }
  ).disclosures.map((d) => d.type);

test('a borrower declined at the create call reads the adverse action notice and downloads it', async ({ page, request }) => {
  const email = uniqueEmail('e2e.adverse');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email, 'Declined');
  const application = await (
    await request.get(`/service-application/api/v1/application/heloc/${uuid}`, { headers: { authorization: token } })
  ).json();
  const score = String(application.adverseAction.creditReport.score);
  await signIn(page, token);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/error/decline`));
  // An ended application still leads to the page where the E-SIGN consent is withdrawn.
  await expect(page.getByRole('link', { name: 'Electronic records' })).toBeVisible();
  const notice = page.getByTestId('adverse-action-notice');
  await expect(notice.getByRole('heading', { name: 'Notice of action taken' })).toBeVisible();
  await expect(notice).toContainText('Northstar Home Credit, 1200 Polaris Way, Suite 400, Alder Point, CA 94960');
  await expect(notice.getByTestId('adverse-action-reasons').getByRole('listitem')).toHaveText([
    'Credit score below the minimum this product requires',
    'Delinquent past or present credit obligations with others',
    'Excessive obligations in relation to income',
  ]);
  const disclosure = notice.getByTestId('credit-score-disclosure');
  await expect(disclosure).toContainText(`Your credit score: ${score}`);
  await expect(disclosure).toContainText('Scores range from a low of 300 to a high of 850.');
  await expect(disclosure).toContainText('Equifax Information Services LLC, P.O. Box 740241, Atlanta, GA 30374. Toll-free: (866) 349-5191');
  await expect(disclosure).toContainText('no later than 60 days');
  await expect(notice).toContainText('Consumer Financial Protection Bureau, 1700 G Street NW, Washington, DC 20552');
  await expectNoAxeViolations(page, 'adverse action notice');

  const downloading = page.waitForEvent('download');
  await notice.getByRole('button', { name: 'Download this notice (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('adverse-action-notice.pdf');
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await expect.poll(() => recordedTypes(request, token, uuid)).toContain('ADVERSE_ACTION_NOTICE');
});

test('a borrower reads the notice of the right to cancel at signing and, once signed, with the deadline counted from the moments set', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('e2e.rescission');
  const token = await registerViaApi(request, email);
  const uuid = await createApplicationViaApi(request, token, email);
  await signIn(page, token);
  const notice = page.getByTestId('rescission-notice');

  // Before signing: the deadline a signing today would give, and how to cancel.
  expect((await sandboxControl(request, token, uuid, 'state', { checklistStatus: 'NOTE_SIGNING' })).status()).toBe(200);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/signing/intro`));
  await expect(notice.getByRole('heading', { name: 'Notice of right to cancel' })).toBeVisible();
  await expect(notice.getByTestId('rescission-deadline')).toContainText(
    /If you sign today, your deadline to cancel is \w+day, .+ at 11:59 PM Pacific Time/,
  );
  await expectNoAxeViolations(page, 'signing intro with the notice of the right to cancel');

  // Signed: the notice delivered on Wednesday 2026-12-23 is the latest moment; Thursday, (Christmas), Saturday, (Sunday), Monday.
  const moments = {
    accountOpenedAt: '2026-12-22T18:00:00Z',
    materialDisclosuresDeliveredAt: '2026-12-21T18:00:00Z',
    noticeDeliveredAt: '2026-12-23T18:00:00Z',
  };
  expect((await sandboxControl(request, token, uuid, 'state', { checklistStatus: 'RESCISSION', rescission: moments })).status()).toBe(200);
  await page.goto(`/account/heloc/${uuid}?org=NORTHSTAR`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/complete`));
  await expect(notice.getByTestId('rescission-deadline')).toHaveText(
    'Your deadline to cancel: Monday, December 28, 2026 at 11:59 PM Pacific Time',
  );
  await expect(notice.getByTestId('rescission-moments').getByRole('listitem')).toHaveText([
    'The opening date of your line: Tuesday, December 22, 2026 at 10:00 AM Pacific Time',
    'The date you received your Truth in Lending disclosures: Monday, December 21, 2026 at 10:00 AM Pacific Time',
    'The date you received this notice of your right to cancel: Wednesday, December 23, 2026 at 10:00 AM Pacific Time',
  ]);
  await expect(notice.getByTestId('rescission-how')).toHaveText(
    'To cancel, tell us in writing. Mail or deliver your notice to Northstar Home Credit, Attn: Right to Cancel, 1200 Polaris Way, Suite 400, Alder Point, CA 94960, or email it to support@northstar.example. You may use any written statement that you sign and date and that says you wish to cancel.',
  );
  await expect(notice).toContainText('Questions about cancelling? Call (800) 555-0142.');
  await expect(notice.getByTestId('rescission-funding')).toContainText('The earliest day we can send them is Tuesday, December 29, 2026.');
  await expect(notice.getByTestId('rescission-owners').getByRole('listitem')).toHaveText(['You']);
  await expectNoAxeViolations(page, 'complete page with the notice of the right to cancel');
  await expect.poll(() => recordedTypes(request, token, uuid)).toContain('RESCISSION_NOTICE');
});
