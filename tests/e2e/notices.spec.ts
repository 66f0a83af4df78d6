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
